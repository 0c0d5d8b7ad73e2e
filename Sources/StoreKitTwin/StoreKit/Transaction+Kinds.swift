import StoreCore

extension Transaction {
    /// Who owns the purchase: the account, or a family member sharing it.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Why the App Store revoked a transaction.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)

        /// Family sharing stopped has no reason of its own in StoreKit: it is `other`.
        init(_ reason: StoreCore.RevocationReason) {
            self = reason == .developerIssue ? .developerIssue : .other
        }
    }

    /// Why the transaction exists: a purchase, or a subscription's renewal.
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchase = Reason(rawValue: "PURCHASE")
        public static let renewal = Reason(rawValue: "RENEWAL")
    }
}
