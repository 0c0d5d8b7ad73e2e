import StoreCore

/// One product of a `.storekit` file, from `products`, `nonRenewingSubscriptions` or a
/// subscription group, with what the file says about it and where.
package struct StoreKitProduct: Hashable, Sendable {
    /// The file's product `type`.
    package enum Kind: Hashable, Sendable {
        /// `Consumable`.
        case consumable
        /// `NonConsumable`.
        case nonConsumable
        /// `NonRenewingSubscription`.
        case nonRenewingSubscription
        /// `RecurringSubscription`, in a subscription group.
        case autoRenewableSubscription(StoreKitSubscriptionDetails)
    }

    /// How long one purchase of a non-renewing subscription lasts. Xcode's files give these no
    /// length (the app decides what it grants), so storedbg picks 30 days; a scenario sets
    /// another with `nonrenewing ID lasting DURATION`.
    package static let nonRenewingSpan = TimeSpan.days(30)

    package let productID: String
    package let kind: Kind
    package let referenceName: String?
    /// The price as written: `"7.99"`, `"29"`; `nil` when the member is absent.
    package let displayPrice: String?
    /// `displayPrice` in the file's currency; `nil` when absent or unreadable (`"1,99"`).
    package let price: Price?
    /// The name from the localisation that best fits the file's locale (see `StoreKitFile`).
    package let displayName: String?
    /// The description from the localisation chosen the same way; `nil` when none has one.
    package let descriptionText: String?
    package let familyShareable: Bool
    package let localizations: [StoreKitLocalization]
    package let internalID: String?
    package let source: StoreKitSource

    /// The subscription facts of an auto-renewable subscription.
    package var subscription: StoreKitSubscriptionDetails? {
        if case .autoRenewableSubscription(let details) = kind { return details }
        return nil
    }

    /// The product as the core catalogue models it.
    package var product: StoreProduct {
        let coreKind: ProductKind
        switch kind {
        case .consumable: coreKind = .consumable
        case .nonConsumable: coreKind = .unlock
        case .nonRenewingSubscription: coreKind = .nonRenewing(Self.nonRenewingSpan)
        case .autoRenewableSubscription(let details):
            coreKind = .subscription(group: details.groupName, period: details.period, level: details.level)
        }
        var product = StoreProduct(id: productID, kind: coreKind, price: price, displayName: displayName,
                              descriptionText: descriptionText, familyShareable: familyShareable)
        if let subscription {
            product.offers = subscription.offers
            product.groupDisplayName = subscription.groupDisplayName
            product.groupID = subscription.groupID
        }
        return product
    }
}
