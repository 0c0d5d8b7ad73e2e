/// The fields of a `.storekit` file that storedbg reads but does not simulate, each a warning
/// for `storedbg check` (and the run reads the file all the same): nothing is silently ignored.
///
/// - `billingPlans` (format 5.0): a subscription billed monthly over a commitment, or up front,
///   is sold at its `displayPrice` every `recurringSubscriptionPeriod` instead;
/// - an offer's `billingPlanType`: the offer applies whatever the plan;
/// - an offer code's `isStackable`: a code never stacks with an introductory offer;
/// - `introductoryOffers` beyond the first: the first is the introductory offer.
enum StoreKitUnmodelledFields {
    static func warnings(in file: StoreKitFile) -> [(StoreKitLocation, String)] {
        var warnings: [(StoreKitLocation, String)] = []
        for product in file.products {
            guard let subscription = product.subscription else { continue }
            let id = product.productID
            for plan in subscription.billingPlans {
                warnings.append((plan.source.location,
                                 "storedbg does not simulate billing plans: '\(id)' is billed \(plan.type.isEmpty ? "its" : "its \(plan.type)") plan as its displayPrice every \(subscription.period)"))
            }
            let offers = subscription.introductoryOffers + subscription.promotionalOffers + subscription.offerCodes
                + subscription.winBackOffers
            for offer in offers where offer.billingPlanType != nil {
                warnings.append((offer.source.location(of: "billingPlanType"),
                                 "storedbg does not simulate billing plans: this offer of '\(id)' applies whatever the plan"))
            }
            for offer in subscription.offerCodes where offer.isStackable == true {
                warnings.append((offer.source.location(of: "isStackable"),
                                 "storedbg does not stack offer codes with introductory offers: redeeming this code of '\(id)' gives only the code's terms"))
            }
            for offer in subscription.introductoryOffers.dropFirst() {
                warnings.append((offer.source.location,
                                 "'\(id)' has more than one introductory offer; storedbg applies the first and ignores this one"))
            }
        }
        return warnings
    }
}
