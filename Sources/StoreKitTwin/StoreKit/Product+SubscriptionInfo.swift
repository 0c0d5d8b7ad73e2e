import Foundation
import StoreCore

extension Product {
    /// An auto-renewable subscription's group, period, level and offers, and where it stands.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        /// The group's localised name: a `.storekit` file's group localisation, chosen as a
        /// product's name is; "" without one, as in StoreKit until the group has a localisation.
        public let groupDisplayName: String
        public let subscriptionPeriod: SubscriptionPeriod
        /// 1 is the group's highest level of service.
        public let groupLevel: Int
        /// The introductory offer, if the product has one (whether the customer may have it is
        /// `isEligibleForIntroOffer`).
        public let introductoryOffer: SubscriptionOffer?
        /// The promotional offers, in the catalogue's order.
        public let promotionalOffers: [SubscriptionOffer]
        /// The win-back offers, whoever may take them (the renewal info's
        /// `eligibleWinBackOfferIDs` says which the customer may).
        public let winBackOffers: [SubscriptionOffer]
        /// Eligibility as the product request answered it: what `isEligibleForIntroOffer` gives
        /// when the store cannot be asked again.
        private let eligibleWhenLoaded: Bool

        init(_ loaded: LoadedProduct, group: String, period: StoreCore.SubscriptionPeriod, level: Int) {
            subscriptionGroupID = loaded.product.groupID ?? group
            groupDisplayName = loaded.product.groupDisplayName ?? ""
            subscriptionPeriod = SubscriptionPeriod(period)
            groupLevel = level
            let offers = loaded.product.offers.compactMap { SubscriptionOffer($0, of: loaded.product, locale: loaded.storefrontLocale) }
            introductoryOffer = offers.first { $0.type == .introductory }
            promotionalOffers = offers.filter { $0.type == .promotional }
            winBackOffers = offers.filter { $0.type == .winBack }
            eligibleWhenLoaded = loaded.isEligibleForIntroOffer
        }

        /// Whether the account may still have an introductory offer in this group (once per
        /// group per account; true even when the product has none). Asked of the store at each
        /// read (a product request); when that fails, the answer the product was loaded with.
        nonisolated(nonsending) public var isEligibleForIntroOffer: Bool {
            get async { await Self.introEligibility(for: subscriptionGroupID) ?? eligibleWhenLoaded }
        }

        /// Whether the account may still have an introductory offer in the group `groupID`;
        /// false when the store cannot be asked or sells nothing in that group.
        nonisolated(nonsending) public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            await introEligibility(for: groupID) ?? false
        }

        /// The store's answer, read from a product request: nil when it fails or lists no
        /// product of the group.
        nonisolated(nonsending) private static func introEligibility(for groupID: String) async -> Bool? {
            guard case .loaded(let loaded) = await TwinSession.active().ask(.loadProducts, TwinSession.Request.products) else { return nil }
            return loaded.first { product in
                if case .subscription(let group, _, _) = product.product.kind { return (product.product.groupID ?? group) == groupID }
                return false
            }?.isEligibleForIntroOffer
        }

        /// The status of this subscription's group.
        nonisolated(nonsending) public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }

        /// The status of the subscription group `groupID`: empty when the account never
        /// subscribed in it. Throws offline and when the scenario injects a failure.
        nonisolated(nonsending) public static func status(for groupID: String) async throws -> [Status] {
            let session = TwinSession.active()
            let group = session.catalogueGroup(ofID: groupID)
            switch await session.ask(.readSubscriptionStatusOf(group: group), TwinSession.Request.statuses) {
            case .statuses(let byGroup):
                return byGroup[group].flatMap(session.status).map { [$0] } ?? []
            case .failed(let error):
                throw StoreKitError.thrown(for: error)
            case .offline:
                throw StoreKitError.thrown(for: .networkError)
            }
        }

        /// The status of the subscription group the transaction `transactionID` belongs to (found
        /// in `Transaction.all`); nil when the account has no such auto-renewable transaction.
        nonisolated(nonsending) public static func status(transactionID: UInt64) async throws -> Status? {
            let history = await TwinSession.active().ask(.readHistory, TwinSession.Request.history)
            guard let record = history.first(where: { Transaction.ID($0.id) == transactionID }),
                  case .subscription(let group, _, _) = record.kind else { return nil }
            return try await status(for: group).first
        }
    }

    /// A subscription's period: `value` units.
    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable {
            case day, week, month, year

            /// The unit's name, capitalised: "Day", "Week", "Month", "Year". In English whatever
            /// the storefront: Foundation on Linux has no localised names of calendar units
            /// (`DateComponentsFormatter` and `Date.ComponentsFormatStyle` are unavailable there).
            public var localizedDescription: String {
                let name = FormatStyle().format(self)
                return name.prefix(1).uppercased() + name.dropFirst()
            }

            /// Formats the unit with `style` (`product.subscriptionPeriodUnitFormatStyle`).
            public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == Unit {
                style.format(self)
            }

            /// The format style of a unit: its name in lower case, as a price per unit writes it
            /// ("$4.99/month"). In English, as `localizedDescription`.
            public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
                public init() {}

                public func format(_ value: Unit) -> String {
                    switch value {
                    case .day: return "day"
                    case .week: return "week"
                    case .month: return "month"
                    case .year: return "year"
                    }
                }
            }
        }

        public let unit: Unit
        public let value: Int

        init(_ period: StoreCore.SubscriptionPeriod) {
            value = period.count
            switch period.unit {
            case .day: unit = .day
            case .week: unit = .week
            case .month: unit = .month
            case .year: unit = .year
            }
        }

        private init(_ value: Int, _ unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// The periods the App Store sells, as StoreKit names them (to compare a product's
        /// `subscriptionPeriod` with: `period == .monthly`).
        public static let weekly = SubscriptionPeriod(1, .week)
        public static let monthly = SubscriptionPeriod(1, .month)
        public static let yearly = SubscriptionPeriod(1, .year)
        public static let everyThreeDays = SubscriptionPeriod(3, .day)
        public static let everyTwoWeeks = SubscriptionPeriod(2, .week)
        public static let everyTwoMonths = SubscriptionPeriod(2, .month)
        public static let everyThreeMonths = SubscriptionPeriod(3, .month)
        public static let everySixMonths = SubscriptionPeriod(6, .month)
    }
}

extension Product.SubscriptionPeriod: CustomDebugStringConvertible {
    /// The period as an ISO 8601 duration (`P1M`, `P2W`), for logs.
    public var debugDescription: String {
        switch unit {
        case .day: return "P\(value)D"
        case .week: return "P\(value)W"
        case .month: return "P\(value)M"
        case .year: return "P\(value)Y"
        }
    }
}
