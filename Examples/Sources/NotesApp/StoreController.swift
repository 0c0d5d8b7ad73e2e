import Foundation
import PurchasePort

/// The Notes app's purchase logic, written the way the app's own `StoreController` is: it
/// listens for `Transaction.updates` from launch, derives access from `currentEntitlements`
/// and the 7-day trial, verifies every transaction, delivers it and only then finishes it,
/// sells coins (a consumable) and restores on request. What it asks of the system goes into
/// `effects`; `NotesClient` hands it its inputs.
struct StoreController: Sendable {
    let updatesHandling: UpdatesHandling

    /// The products StoreKit returned, by id; empty until they load.
    private var products: [String: LoadedProduct] = [:]
    /// The verified, unrevoked transaction Notes Pro rests on; nil when not owned.
    private(set) var proTransaction: StoreTransaction?
    /// `currentEntitlements` has answered since launch: until then nothing is locked or offered.
    private(set) var didCheckEntitlements = false
    /// Ask to Buy purchases waiting for a parent, by product.
    private(set) var pendingPurchases: [String: TransactionID] = [:]
    private(set) var trialStartedAt: Date?
    /// Transactions delivered this session, and those the app was told are revoked.
    private var delivered: Set<TransactionID> = []
    private var revoked: Set<TransactionID> = []
    /// The user tapped Restore: say what came back once entitlements are read again.
    private var isRestoring = false

    init(updatesHandling: UpdatesHandling) {
        self.updatesHandling = updatesHandling
    }

    // MARK: - Launch

    mutating func appDidLaunch(_ context: ClientContext, _ effects: inout AppEffects) {
        // First, so that nothing bought from now on is missed.
        effects.listenForTransactionUpdates()
        resolveTrialStart(context, &effects)
        effects.readCurrentEntitlements(because: "launch")
        effects.loadProducts()
        // Purchases that completed while the app was not running, or before it finished them.
        effects.readUnfinishedTransactions()
    }

    /// The earliest start date in the keychain or the preferences wins; both get it.
    private mutating func resolveTrialStart(_ context: ClientContext, _ effects: inout AppEffects) {
        let keychainDate = context.storage.keychain[TrialPeriod.startKey]?.date
        let defaultsDate = context.storage.preferences[TrialPeriod.startKey]?.date
        let start = TrialPeriod.resolveStart(keychain: keychainDate, preferences: defaultsDate, now: context.now)
        if keychainDate != start { effects.saveToKeychain(start, forKey: TrialPeriod.startKey) }
        if defaultsDate != start { effects.saveToDefaults(start, forKey: TrialPeriod.startKey) }
        if keychainDate == nil, defaultsDate == nil { effects.log("Trial started: 7 days from first launch") }
        trialStartedAt = start
        effects.refreshUI(at: TrialPeriod.end(startedAt: start))
    }

    // MARK: - Entitlements and products

    mutating func entitlementsArrived(_ answer: EntitlementsAnswer, reason: String, _ effects: inout AppEffects) {
        guard case .listed(let transactions, let fromDeviceCopy) = answer else {
            // Unknown is not "none": a failed read keeps what the app knew.
            effects.log("currentEntitlements (\(reason)) did not answer; Notes keeps what it knew")
            if isRestoring {
                isRestoring = false
                effects.show(.failed, "Could not reach the App Store. Try again later.")
            }
            return
        }
        var pro: StoreTransaction?
        for transaction in transactions where transaction.productID == NotesProducts.pro {
            guard transaction.verification.isVerified, transaction.revocationDate == nil else { continue }
            pro = transaction
        }
        // A purchase delivered this session stays until the app hears it was revoked, even
        // when the listing does not show it yet.
        if pro == nil, let known = proTransaction, delivered.contains(known.id), !revoked.contains(known.id) {
            pro = known
        }
        proTransaction = pro
        didCheckEntitlements = true
        let copy = fromDeviceCopy ? " (offline: the device's copy)" : ""
        effects.log("currentEntitlements (\(reason))\(copy): \(pro.map { "Notes Pro via #\($0.id)" } ?? "Notes Pro not owned")")
        if isRestoring {
            isRestoring = false
            effects.show(.restored, pro == nil ? "No purchases to restore" : "Notes Pro restored")
        }
    }

    mutating func productsArrived(_ answer: ProductsAnswer, _ effects: inout AppEffects) {
        switch answer {
        case .loaded(let loaded):
            products = Dictionary(loaded.map { ($0.product.id, $0) }) { first, _ in first }
            let prices = products.keys.sorted().map { "\($0) \(products[$0]?.displayPrice ?? "no price")" }
            effects.log("Products loaded: \(prices.joined(separator: ", "))")
        case .empty:
            products = [:]
            effects.log("No products came back; the paywall shows the store as unavailable")
        case .failed(let error):
            products = [:]
            effects.log("Products failed to load (\(error.rawValue)); the paywall shows the store as unavailable")
        }
    }

    // MARK: - The user's taps

    mutating func buy(_ productID: String, _ effects: inout AppEffects) {
        guard products[productID] != nil else {
            effects.show(.unavailable, "The App Store is not available right now.")
            return
        }
        effects.purchase(productID)
    }

    mutating func restorePurchases(_ effects: inout AppEffects) {
        effects.syncWithAppStore()
    }

    mutating func syncFinished(_ error: StoreError?, _ effects: inout AppEffects) {
        if let error {
            effects.show(.failed, "Restore failed (\(error.rawValue)).")
            return
        }
        isRestoring = true
        effects.readCurrentEntitlements(because: "restore")
    }

    mutating func spendCoins(_ count: Int, _ effects: inout AppEffects) {
        effects.spendCoins(count)
    }

    // MARK: - Purchases and transactions

    mutating func purchaseFinished(_ productID: String, _ result: PurchaseResult, _ context: ClientContext, _ effects: inout AppEffects) {
        switch result {
        case .success(let transaction, _):
            handle(transaction, fromUpdates: false, context, &effects)
            if transaction.verification.isVerified {
                effects.show(.purchased, productID == NotesProducts.pro ? "Welcome to Notes Pro!" : "Coins added")
            } else {
                effects.show(.failed, "The purchase could not be verified, so nothing was unlocked. Contact support if you were charged.")
            }
        case .pending(let id):
            pendingPurchases[productID] = id
            effects.show(.pending, "Waiting for approval")
        case .userCancelled:
            effects.dismissMessage()
        case .failed(let error):
            effects.show(.failed, "Purchase failed (\(error.rawValue)).")
        case .interrupted:
            effects.show(.info, "Finish the purchase in the App Store; Notes unlocks as soon as it completes.")
        case .scheduledForRenewal:
            effects.show(.info, "Scheduled for the next renewal.")
        }
    }

    /// Verify, deliver, finish. Other products' transactions are left to their own code.
    mutating func handle(_ transaction: StoreTransaction, fromUpdates: Bool, _ context: ClientContext, _ effects: inout AppEffects) {
        guard NotesProducts.all.contains(transaction.productID) else { return }
        guard transaction.verification.isVerified else {
            effects.log("#\(transaction.id) failed verification: not delivered, not finished")
            return
        }
        if transaction.revocationDate != nil { revoked.insert(transaction.id) }
        if fromUpdates, updatesHandling == .finishThenRefresh {
            effects.finish(transaction)
            effects.readCurrentEntitlements(because: "an update arrived")
            return
        }
        if transaction.revocationDate != nil {
            takeBack(transaction, &effects)
            return
        }
        switch transaction.state {
        case .purchased:
            deliver(transaction, context, &effects)
        case .pending:
            pendingPurchases[transaction.productID] = transaction.id
        case .declined:
            pendingPurchases[transaction.productID] = nil
            effects.log("Ask to Buy #\(transaction.id) declined")
        case .cancelled, .failed, .interrupted, .revoked, .expired:
            break
        }
    }

    private mutating func deliver(_ transaction: StoreTransaction, _ context: ClientContext, _ effects: inout AppEffects) {
        pendingPurchases[transaction.productID] = nil
        if transaction.productID == NotesProducts.pro {
            proTransaction = transaction
            effects.log("Notes Pro unlocked by #\(transaction.id)")
        } else if !context.storage.consumables.hasCredited(transaction.id) {
            // Coins are added once per transaction, however often it is handed over.
            effects.addCoins(from: transaction)
            let balance = context.storage.consumables.balance(of: NotesProducts.coins) + transaction.quantity
            effects.log("#\(transaction.id): \(transaction.quantity) coin\(transaction.quantity == 1 ? "" : "s") added; balance \(balance)")
        }
        delivered.insert(transaction.id)
        effects.delivered(transaction)
        effects.finish(transaction)
    }

    /// A refund or revocation: take back what the transaction gave, then finish it.
    private mutating func takeBack(_ transaction: StoreTransaction, _ effects: inout AppEffects) {
        if transaction.productID == NotesProducts.pro {
            if proTransaction?.id == transaction.id { proTransaction = nil }
            effects.log("#\(transaction.id) was refunded: Notes Pro locked again")
        } else {
            effects.takeBackCoins(from: transaction)
            effects.log("#\(transaction.id) was refunded: its unspent coins taken back")
        }
        effects.delivered(transaction)
        effects.finish(transaction)
    }

    /// The transaction manager deleted a transaction: forget it.
    mutating func forget(_ transaction: StoreTransaction) {
        if proTransaction?.id == transaction.id { proTransaction = nil }
        if pendingPurchases[transaction.productID] == transaction.id { pendingPurchases[transaction.productID] = nil }
        delivered.remove(transaction.id)
    }

    /// Another Apple ID signed in: nothing known of the old one holds.
    mutating func accountChanged(_ effects: inout AppEffects) {
        proTransaction = nil
        pendingPurchases = [:]
        didCheckEntitlements = false
        delivered = []
        effects.readCurrentEntitlements(because: "the account changed")
        effects.readUnfinishedTransactions()
    }
}
