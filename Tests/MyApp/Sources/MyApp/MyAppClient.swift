import Foundation
import PurchasePort

/// MyApp's purchase code as a storedbg client: a 3-day trial kept in the keychain, then a
/// one-time unlock, "Pro". It starts its listener at launch, grants Pro only from a verified,
/// unrevoked transaction of Pro, delivers before it finishes, leaves other products alone,
/// and shows its paywall only once the store has answered.
public struct MyAppClient: PurchaseClient {
    public static let pro = "com.example.myapp.pro"
    static let trialLength: TimeInterval = 3 * 86_400
    static let trialKey = "trialStart"

    /// The transaction Pro rests on, while the app believes Pro is owned.
    var proTransaction: TransactionID?
    /// The store has listed what is owned since launch ("unknown is never none").
    var knowsOwnership = false
    /// An Ask to Buy purchase waiting for a parent.
    var waiting: TransactionID?
    /// Transactions the app was told are refunded: a listing read offline from the device's
    /// copy may still hold them.
    var revoked: Set<TransactionID> = []
    var trialStart: Date?

    public init() {}

    public mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        switch input {
        case .launched:
            var actions: [ClientAction] = [.startListener]
            let start = context.storage.keychain[Self.trialKey]?.date ?? context.now
            if context.storage.keychain[Self.trialKey] == nil {
                actions.append(.writeKeychain(key: Self.trialKey, value: .date(start)))
            }
            trialStart = start
            // Woken when the trial ends, so the debugger logs the change when it happens.
            actions.append(.wakeMe(at: start + Self.trialLength))
            return actions + [.readEntitlements(reason: "launch"), .loadProducts, .readUnfinished]
        case .entitlements(.listed(let transactions, _), _):
            knowsOwnership = true
            proTransaction = transactions.first {
                $0.productID == Self.pro && $0.verification.isVerified && $0.revocationDate == nil
                    && !revoked.contains($0.id)
            }?.id
            return []
        case .entitlements:
            // Cancelled, failed or offline: keep what the app knew.
            return [.log("The entitlements read did not answer; the app keeps what it knew")]
        case .purchaseResult(_, .success(let transaction, _)):
            return handle(transaction)
        case .purchaseResult(_, .pending(let transactionID)):
            waiting = transactionID
            return [.tell(UserMessage(.pending, "Waiting for a parent's approval"))]
        case .purchaseResult(_, .failed(let error)):
            return [.tell(UserMessage(.failed, "The purchase failed (\(error.rawValue))"))]
        case .transaction(let transaction, _, _):
            return handle(transaction)
        case .user(.buy(let productID)):
            return [.purchase(productID: productID)]
        case .user(.restore):
            return [.sync]
        case .syncFinished(nil), .connectivityChanged(online: true):
            return [.readEntitlements(reason: "restore or back online")]
        case .accountChanged:
            proTransaction = nil
            waiting = nil
            knowsOwnership = false
            return [.readEntitlements(reason: "the account changed"), .readUnfinished]
        case .transactionDeleted(let transaction):
            if proTransaction == transaction.id { proTransaction = nil }
            if waiting == transaction.id { waiting = nil }
            return []
        default:
            // Cancelled or interrupted purchases, products, wake-ups, …: access is derived
            // from the clock whenever it is reported.
            return []
        }
    }

    /// A transaction from a purchase, `Transaction.updates` or `Transaction.unfinished`.
    private mutating func handle(_ transaction: StoreTransaction) -> [ClientAction] {
        let id = transaction.id
        guard transaction.productID == Self.pro else { return [] }
        guard transaction.verification.isVerified else {
            return [.tell(UserMessage(.failed, "The purchase could not be verified"))]
        }
        if waiting == id, transaction.state != .pending { waiting = nil }
        if transaction.revocationDate != nil {
            revoked.insert(id)
            if proTransaction == id { proTransaction = nil }
        } else if transaction.state == .purchased {
            proTransaction = id
        } else {
            // Declined, cancelled, …: nothing to give, nothing to finish.
            return []
        }
        return [.deliver(transactionID: id), .finish(transactionID: id)]
    }

    public func report(in context: ClientContext) -> ClientReport {
        ClientReport(access: access(at: context.now),
                     grants: proTransaction.map { [Grant(productID: Self.pro, transactionID: $0)] } ?? [],
                     pending: waiting.map { [Self.pro: $0] } ?? [:],
                     knowsOwnership: knowsOwnership,
                     evaluationStart: trialStart)
    }

    private func access(at now: Date) -> AccessView {
        if let proTransaction {
            return AccessView(state: .unlocked, reason: "Pro via #\(proTransaction)", paywallShown: false)
        }
        guard knowsOwnership, let trialStart else {
            return AccessView(state: .checking, reason: "the store has not answered yet", paywallShown: false)
        }
        let end = trialStart + Self.trialLength
        guard now < end else {
            return AccessView(state: .expired, reason: "the trial has ended; Pro not owned", paywallShown: true)
        }
        let days = Int((end.timeIntervalSince(now) / 86_400).rounded(.up))
        return AccessView(state: .evaluation(daysLeft: days, endsAt: end),
                          reason: "3-day trial: \(days) day\(days == 1 ? "" : "s") left", paywallShown: false)
    }
}
