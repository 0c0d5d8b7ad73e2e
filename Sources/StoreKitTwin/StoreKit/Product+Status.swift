import Foundation
import StoreCore

extension Product.SubscriptionInfo {
    /// Where a subscription group stands: its renewal state, latest transaction and renewal info.
    public struct Status: Hashable, Sendable {
        public let state: RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<RenewalInfo>
    }

    /// The renewal state of a subscription.
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)

        init(_ phase: SubscriptionChain.Phase) {
            switch phase {
            case .active: self = .subscribed
            case .grace: self = .inGracePeriod
            case .billingRetry: self = .inBillingRetryPeriod
            case .expired: self = .expired
            case .revoked: self = .revoked
            }
        }
    }
}
