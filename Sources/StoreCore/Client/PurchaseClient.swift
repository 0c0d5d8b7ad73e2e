import Foundation

/// What the app's purchase code knows on one device, fresh at every launch. The behaviour that
/// fills it (the reference rules, and the faults) lives in `Engine+Client.swift`.
public struct PurchaseClient: Sendable {
    public internal(set) var running = false
    /// The updates listener (`Transaction.updates`) is running.
    public internal(set) var listening = false
    /// The store has genuinely answered an entitlements read since launch.
    public internal(set) var storeAnswered = false
    /// The app acts as if the store had answered (a faulty client may believe it without an answer).
    public internal(set) var believesAnswered = false
    /// The subscription status API has answered since launch; until it does, having no
    /// subscription means "not known yet", never "none".
    public internal(set) var subscriptionStatusAnswered = false
    /// Non-consumables (unlocks, trials) the app believes owned, by product.
    public internal(set) var owned: [String: OwnedItem] = [:]
    /// Auto-renewable subscriptions as the app last heard of them, by group.
    public internal(set) var subscriptions: [String: KnownSubscription] = [:]
    /// Non-renewing subscriptions, by product: the latest expiration heard of.
    public internal(set) var nonRenewing: [String: KnownNonRenewing] = [:]
    /// Purchases waiting for approval, by product.
    public internal(set) var pending: [String: Int] = [:]
    public internal(set) var products: ProductsState = .notLoaded
    /// Transactions whose content was delivered (or whose revocation was applied).
    public internal(set) var delivered = TransactionIDSet()
    /// Revocations the app has been told about (by an update or a read).
    public internal(set) var toldRevoked = TransactionIDSet()
    /// Unlocks taken away by a refund or revocation this session, by product: the transaction.
    public internal(set) var revokedUnlocks: [String: Int] = [:]
    public internal(set) var evaluationStart: Date?
    /// The last thing the app told the user about a purchase, restore or load.
    public internal(set) var message: String?

    public struct OwnedItem: Hashable, Sendable {
        public let transactionID: Int
        public let ownership: Transaction.Ownership
        public let purchaseDate: Date
    }

    public struct KnownSubscription: Hashable, Sendable {
        public let transactionID: Int
        public let productID: String
        public let expirationDate: Date
        public let phase: SubscriptionChain.Phase

        init(transactionID: Int, productID: String, expirationDate: Date, phase: SubscriptionChain.Phase) {
            self.transactionID = transactionID
            self.productID = productID
            self.expirationDate = expirationDate
            self.phase = phase
        }

        /// Whether it gives access at `now`: active and not yet expired, or in its grace period.
        func givesAccess(at now: Date) -> Bool {
            switch phase {
            case .active: return expirationDate > now
            case .grace(let until): return until > now
            case .billingRetry, .expired, .revoked: return false
            }
        }

        /// Where a subscription stands, as its status tells the app. Inlined so that building it
        /// from a chain in the store does not copy the chain.
        @inline(__always)
        init(_ chain: SubscriptionChain) {
            self.init(transactionID: chain.latestID, productID: chain.productID, expirationDate: chain.expirationDate, phase: chain.phase)
        }
    }

    public struct KnownNonRenewing: Hashable, Sendable {
        public let transactionID: Int
        public let expirationDate: Date
    }

    public enum ProductsState: Hashable, Sendable {
        case notLoaded
        case loaded
        case empty
        case failed(StoreKitError)
    }

    public init() {}

    public var productsLoaded: Bool { products == .loaded }
}
