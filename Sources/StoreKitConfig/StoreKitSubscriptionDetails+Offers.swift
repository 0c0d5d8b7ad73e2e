import StoreCore

extension StoreKitSubscriptionDetails {
    /// Every offer as the store runs it: introductory (the first of `introductoryOffers`),
    /// promotional (`adHocOffers`, by `offerID`), offer codes (by `referenceName`, for the
    /// customers their `eligibility` names) and win-back offers (by `offerID`; for lapsed
    /// subscribers, none when `isEligible` is false).
    var offers: [SubscriptionOffer] {
        var offers: [SubscriptionOffer] = []
        if let intro = introductoryOffers.first { offers.append(intro.subscriptionOffer(.introductory, id: nil)) }
        offers += promotionalOffers.map { $0.subscriptionOffer(.promotional, id: $0.offerID ?? $0.referenceName) }
        offers += offerCodes.map { $0.subscriptionOffer(.code, id: $0.referenceName ?? $0.offerID) }
        offers += winBackOffers.map { $0.subscriptionOffer(.winBack, id: $0.offerID ?? $0.referenceName) }
        return offers
    }
}

extension StoreKitOffer {
    /// The offer as the core store models it.
    func subscriptionOffer(_ kind: SubscriptionOffer.Kind, id: String?) -> SubscriptionOffer {
        let mode: SubscriptionOffer.PaymentMode
        switch paymentMode {
        case .free: mode = .freeTrial
        case .payAsYouGo: mode = .payAsYouGo
        case .payUpFront: mode = .payUpFront
        }
        var customers: Set<SubscriptionOffer.Customer>? = nil
        switch kind {
        case .code where !eligibility.isEmpty: customers = Set(eligibility.compactMap(SubscriptionOffer.Customer.init(rawValue:)))
        case .winBack where isEligible == false: customers = []
        default: break
        }
        return SubscriptionOffer(kind: kind, id: id, paymentMode: mode, period: period, periodCount: numberOfPeriods,
                                 price: price, customers: customers)
    }
}
