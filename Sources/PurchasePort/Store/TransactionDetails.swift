import Foundation

extension StoreTransaction {
    /// The fields of a transaction that most transactions of a product share, and the ones
    /// rarely set, in one immutable box: a ledger of a million purchases of a product holds a
    /// few boxes, not a million copies of its product id, account, device and price
    /// (`Store.record` shares equal ones). Equal when their fields are. Changed only while
    /// one transaction alone holds it (`Transaction.changeDetails`), as a copy-on-write value.
    @usableFromInline package final class Details: Hashable, @unchecked Sendable {
        @usableFromInline package struct Fields: Hashable, Sendable {
            @usableFromInline package let productID: String
            @usableFromInline package let kind: ProductKind
            @usableFromInline package let account: String
            @usableFromInline package let device: String?
            @usableFromInline package let quantity: Int
            @usableFromInline package let ownership: Ownership
            @usableFromInline package let reason: Reason
            @usableFromInline package let external: Bool
            @usableFromInline package var verification: Verification
            @usableFromInline package var revocationReason: RevocationReason? = nil
            @usableFromInline package var revocationDate: Date? = nil
            @usableFromInline package var offer: Offer? = nil
            @usableFromInline package var price: Price? = nil
            /// The purchase option `.appAccountToken(UUID)`, kept by the renewals.
            @usableFromInline package var appAccountToken: UUID? = nil
            /// The storefront the store sold it in; nil for the usual one (USA, `en_US`).
            @usableFromInline package var storefront: StorefrontState? = nil

            @usableFromInline package init(productID: String, kind: ProductKind, account: String, device: String?, quantity: Int,
                         ownership: Ownership, reason: Reason, external: Bool, verification: Verification,
                         revocationReason: RevocationReason? = nil, revocationDate: Date? = nil, offer: Offer? = nil,
                         price: Price? = nil, appAccountToken: UUID? = nil, storefront: StorefrontState? = nil) {
                self.productID = productID
                self.kind = kind
                self.account = account
                self.device = device
                self.quantity = quantity
                self.ownership = ownership
                self.reason = reason
                self.external = external
                self.verification = verification
                self.revocationReason = revocationReason
                self.revocationDate = revocationDate
                self.offer = offer
                self.price = price
                self.appAccountToken = appAccountToken
                self.storefront = storefront
            }
        }

        /// Unchecked for exclusive access, which would cost each read of a transaction's
        /// product or account a runtime check: it is changed only while uniquely referenced.
        @exclusivity(unchecked) @usableFromInline package var fields: Fields

        @usableFromInline package init(_ fields: Fields) { self.fields = fields }

        /// Whether `other` holds the same fields, spelled the same: cheaper than `==`, which
        /// compares prices by value, and enough to share a box.
        @usableFromInline package func hasSameFields(as other: Details) -> Bool {
            fields.productID == other.fields.productID && fields.account == other.fields.account
                && fields.device == other.fields.device && fields.quantity == other.fields.quantity
                && fields.ownership == other.fields.ownership && fields.reason == other.fields.reason
                && fields.external == other.fields.external && fields.kind == other.fields.kind
                && fields.verification == other.fields.verification && fields.revocationReason == other.fields.revocationReason
                && fields.revocationDate == other.fields.revocationDate && fields.offer == other.fields.offer
                && Self.samePrice(fields.price, other.fields.price) && fields.appAccountToken == other.fields.appAccountToken
                && fields.storefront == other.fields.storefront
        }

        /// Whether it holds what a renewal at the regular `price` of `productID` holds: a renewal
        /// like the one before it shares that one's box, found without making a box or fields.
        @usableFromInline package func holdsRenewal(of productID: String, kind: ProductKind, account: String, ownership: Ownership,
                          external: Bool, price: Price?, storefront: StorefrontState?) -> Bool {
            fields.reason == .renewal && fields.storefront == storefront && fields.device == nil && fields.quantity == 1 && fields.ownership == ownership
                && fields.external == external && fields.offer == nil && fields.revocationDate == nil
                && fields.revocationReason == nil && fields.verification == .verified && fields.productID == productID
                && fields.account == account && fields.kind == kind && Self.samePrice(fields.price, price)
        }

        /// Prices with the same amount and currency, spelled the same (the amounts' bytes equal).
        private static func samePrice(_ lhs: Price?, _ rhs: Price?) -> Bool {
            switch (lhs, rhs) {
            case (nil, nil): return true
            case (let lhs?, let rhs?):
                guard lhs.currencyCode == rhs.currencyCode else { return false }
                var (left, right) = (lhs.amount, rhs.amount)
                return memcmp(&left, &right, MemoryLayout<Decimal>.size) == 0
            default: return false
            }
        }

        @usableFromInline package static func == (lhs: Details, rhs: Details) -> Bool { lhs === rhs || lhs.fields == rhs.fields }

        /// Hashes the product and the account alone: equal details have equal ones, and hashing
        /// every field (a price's `Decimal`, a product kind's group) cost about 1,900 instructions
        /// a box, for each transaction the ledger's pool shares.
        @usableFromInline package func hash(into hasher: inout Hasher) {
            hasher.combine(fields.productID)
            hasher.combine(fields.account)
        }
    }

    /// The details boxes of a ledger: one per distinct set of fields.
    @usableFromInline package struct DetailsPool: Sendable {
        private var boxes: Set<Details> = []

        @usableFromInline package init() {}

        /// The box equal to `details` already held, else `details`, held from now on.
        @usableFromInline package mutating func shared(_ details: Details) -> Details {
            // Room for a scenario's few boxes at once: growing from one box rehashed them all
            // at each doubling.
            if boxes.isEmpty { boxes.reserveCapacity(16) }
            return boxes.insert(details).memberAfterInsert
        }
    }
}
