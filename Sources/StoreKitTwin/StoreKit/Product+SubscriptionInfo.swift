import StoreCore

extension Product {
    /// An auto-renewable subscription's group, period and level, and where it stands.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        /// 1 is the group's highest level of service.
        public let groupLevel: Int

        /// The status of this subscription's group.
        nonisolated(nonsending) public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }

        /// The status of the subscription group `groupID`: empty when the account never
        /// subscribed in it. Throws offline and when the scenario injects a failure.
        nonisolated(nonsending) public static func status(for groupID: String) async throws -> [Status] {
            let session = TwinSession.active()
            switch await session.ask(.readSubscriptionStatuses, TwinSession.Request.statuses) {
            case .statuses(let byGroup):
                return byGroup[groupID].flatMap(session.status).map { [$0] } ?? []
            case .failed(let error):
                throw StoreKitError.thrown(for: error)
            case .offline:
                throw StoreKitError.thrown(for: .networkError)
            }
        }
    }

    /// A subscription's period: `value` units.
    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable {
            case day, week, month, year
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
    }
}
