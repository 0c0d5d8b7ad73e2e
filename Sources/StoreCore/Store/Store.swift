import Foundation
import PurchasePort

/// The App Store's side, the truth: catalogue, settings, quirks, the true clock, and the
/// transaction ledger with its indexes. Every lookup a step needs is by key, never a scan of
/// the ledger, so a step costs the same after a year of renewals as on the first day.
package struct Store: Sendable {
    package internal(set) var catalogue = Catalogue() {
        didSet { catalogueGeneration &+= 1 }
    }
    /// Counts the catalogue's changes, so that what is made from it can tell it is out of date.
    private(set) var catalogueGeneration = 0
    package internal(set) var settings = StoreSettings()
    package internal(set) var quirks: Set<Quirk> = Set(Quirk.allCases) {
        didSet { quirksOff = Quirk.allCases.map { !quirks.contains($0) } }
    }
    /// Whether each quirk is off, in `Quirk.allCases` order: `isOn` is asked several times a
    /// purchase, and hashing the quirk cost more than the rest of the question.
    private var quirksOff = Quirk.allCases.map { _ in false }
    /// True time.
    package internal(set) var now: Date
    /// The ledger; transaction `#n` is at index `n - 1`. Chunked, so that an undo checkpoint's
    /// copy of the store shares it instead of copying it on the first change.
    package internal(set) var transactions: ChunkedArray<StoreTransaction> = []
    /// Subscription chains, in the order they began.
    package internal(set) var chains: [SubscriptionChain] = []

    /// Transaction ids per account and product, oldest first, at the slot `historySlots` gives.
    private var histories: [[TransactionID]] = []
    private var historySlots = SlotIndex<AccountProduct>()
    /// For each chain position, the history slot of the product it last renewed into, for the
    /// chain's account: a renewal is recorded there without hashing the two names.
    private var chainHistorySlots: [(product: String, slot: Int)?] = []
    /// Per chain position, the catalogue position of the product it last renewed, with the
    /// product's id: a renewal finds its product without hashing the id.
    private(set) var chainProductPositions: [(product: String, position: Int)?] = []
    private var chainIndex: [AccountGroup: Int] = [:]
    /// Chain positions by the original transaction id of the chain that stands there.
    private var chainByOriginal: [TransactionID: Int] = [:]
    /// The transactions' shared details (`Transaction.Details`).
    private var detailsPool = StoreTransaction.DetailsPool()
    /// Transactions waiting for approval (Ask to Buy), all accounts.
    private var pending: Set<TransactionID> = []
    /// Unfinished, not pending transactions per account, at the account's slot. Per account,
    /// because one account's can pile up (renewals while its app is closed) and must not slow
    /// another account's launch. Bits, not a hashed set: every renewal goes in and out.
    private var unfinished: [TransactionIDSet] = []
    private var unfinishedSlots = SlotIndex<String>()
    /// Per account and product, at its history slot, the transactions that entitle while
    /// unexpired (purchased, verified, not revoked, not deleted), oldest first: cancelled and
    /// failed purchases never entitle, and a thousand of them must not slow the next purchase.
    private var live: [TransactionIDSet] = []
    /// Per account and product, at its history slot, the non-renewing passes in the order they
    /// were activated: each new pass starts where the newest live one ends (`passStart`).
    private var passActivations: [[TransactionID]] = []
    /// The groups in which each account has had an introductory offer (once per group per account).
    var introductoryOffersTaken: Set<AccountGroup> = []
    /// One-time offer codes already redeemed, by any account.
    var redeemedCodes: Set<String> = []
    /// What the app's server reported consumed of a refunded transaction (`consumptionPercentage`,
    /// 0–100), by transaction id.
    package private(set) var reportedConsumption: [TransactionID: Int] = [:]
    /// Transactions the App Store received a refund request for (`Transaction.beginRefundRequest`).
    var refundRequests: Set<TransactionID> = []
    /// The ids `update` was called on since `takeChangedTransactionIDs()`, in call order, a
    /// repeat of the id before it left out. One comparison and an append per change: a renewal
    /// year makes hundreds of thousands of them, so nothing is sorted or hashed here.
    private var changedIDs: [TransactionID] = []

    struct AccountProduct: Hashable, Sendable { let account: String; let product: String }
    struct AccountGroup: Hashable, Sendable { let account: String; let group: String }

    package init(now: Date) { self.now = now }

    package func isOn(_ quirk: Quirk) -> Bool { !quirksOff[quirk.position] }

    mutating func reportConsumption(_ percent: Int, of id: TransactionID) { reportedConsumption[id] = percent }

    /// Whether `#id` is in the ledger (deleted ones too), without copying the transaction.
    package func contains(_ id: TransactionID) -> Bool { id.rawValue >= 1 && id.rawValue <= transactions.count }

    package func transaction(_ id: TransactionID) -> StoreTransaction? {
        guard contains(id) else { return nil }
        return transactions[id: id]
    }

    /// The state as of now: a purchased transaction whose expiration has passed is expired.
    package func effectiveState(of transaction: StoreTransaction) -> TransactionState {
        if transaction.state == .purchased, let expiration = transaction.expirationDate, expiration <= now {
            return .expired
        }
        return transaction.state
    }

    /// How messages name a transaction: `#3 com.example.pro`.
    func label(_ id: TransactionID) -> String {
        guard contains(id) else { return "#\(id)" }
        return "#\(id) \(transactions[id: id].productID)"
    }

    /// The account's transactions of a product, oldest first (deleted ones included).
    package func history(account: String, product: String) -> [TransactionID] {
        historySlots[AccountProduct(account: account, product: product)].map { histories[$0] } ?? []
    }

    /// The newest live (not deleted) transaction of a product for an account, of those that
    /// `match`.
    package func latest(account: String, product: String, where match: (StoreTransaction) -> Bool = { _ in true }) -> StoreTransaction? {
        for id in history(account: account, product: product).reversed() {
            if let tx = transaction(id), !tx.deleted, match(tx) { return tx }
        }
        return nil
    }

    package func chain(account: String, group: String) -> SubscriptionChain? {
        chainIndex[AccountGroup(account: account, group: group)].map { chains[$0] }
    }

    func chainPosition(account: String, group: String) -> Int? {
        chainIndex[AccountGroup(account: account, group: group)]
    }

    /// The chain a subscription transaction belongs to.
    package func chain(of transaction: StoreTransaction) -> SubscriptionChain? {
        guard transaction.isAutoRenewable else { return nil }
        return chainPosition(originalID: transaction.originalID).map { chains[$0] }
    }

    /// Where the chain begun by `originalID` stands in `chains`.
    func chainPosition(originalID: TransactionID) -> Int? {
        guard let position = chainByOriginal[originalID], chains[position].originalID == originalID else { return nil }
        return position
    }

    /// Transactions waiting for approval, oldest first.
    package var pendingIDs: [TransactionID] { pending.sorted() }

    package func unfinishedIDs(account: String) -> [TransactionID] {
        unfinishedSlots[account].map { unfinished[$0].sorted } ?? []
    }

    /// Whether the account is entitled to a non-consumable, subscription or non-renewing product now.
    package func entitlingTransaction(account: String, product: String) -> StoreTransaction? {
        if case .subscription(let group, _, _)? = catalogue.kind(of: product) {
            // A subscription entitles through its chain's latest period (renewals stay out of
            // the live index, which they would churn at every renewal), or its grace period.
            guard let chain = chain(account: account, group: group), chain.productID == product,
                  let tx = transaction(chain.latestID), tx.revocationDate == nil else { return nil }
            if tx.entitles(at: now) { return tx }
            if case .grace = chain.phase { return tx }
            return nil
        }
        guard let slot = historySlots[AccountProduct(account: account, product: product)] else { return nil }
        var best: StoreTransaction? = nil
        var found: StoreTransaction? = nil
        _ = live[slot].last { id in
            guard let tx = transaction(id), tx.entitles(at: now) else { return false }
            if tx.ownership == .purchased {
                found = tx
                return true
            }
            if best == nil { best = tx }
            return false
        }
        return found ?? best
    }

    /// At most how many renewals moving true time to `date` would create: for each active chain
    /// that renews, the periods from its expiration to `date`, each counted at its shortest (a
    /// month as 28 days). Lets a front end refuse, before it starts, an advance that would create
    /// millions of transactions. One pass over the chains; saturates instead of overflowing.
    package func renewalsAtMost(until date: Date) -> Int {
        var total = 0
        for chain in chains where chain.autoRenew && chain.expirationDate < date {
            guard case .active = chain.phase,
                  case .subscription(_, let period, _)? = catalogue.kind(of: chain.nextProductID ?? chain.productID) else { continue }
            let days: Double
            switch period.unit {
            case .day: days = 1
            case .week: days = 7
            case .month: days = 28
            case .year: days = 365
            }
            let periods = date.timeIntervalSince(chain.expirationDate) / (days * Double(period.count) * 86_400)
            let renewals = periods >= Double(Int.max / 2) ? Int.max / 2 : Int(periods) + 1
            total = total > Int.max / 2 - renewals ? Int.max / 2 : total + renewals
        }
        return total
    }

    /// The ids `entitlingTransaction` looks at for an account and product, oldest first: only
    /// those that entitle until they expire, so cancelled and failed purchases cost nothing.
    func liveIDs(account: String, product: String) -> [TransactionID] {
        historySlots[AccountProduct(account: account, product: product)].map { live[$0].sorted } ?? []
    }

    // MARK: - Changes

    mutating func setNow(_ date: Date) { now = date }

    /// Adds a transaction to the ledger and its indexes; returns its id. `chain` is the position
    /// of the chain a renewal extends.
    mutating func record(chain: Int? = nil, _ make: (TransactionID) -> StoreTransaction) -> TransactionID {
        let id = TransactionID(transactions.count + 1)
        var tx = make(id)
        tx.details = sharedDetails(tx.details, chain: chain)
        transactions.append(tx)
        histories[historySlot(of: tx, chain: chain)].append(id)
        reindex(id, from: IndexEntry(), to: IndexEntry(tx))
        return id
    }

    /// The box of details the ledger already holds equal to `details`, if any: a renewal's is
    /// usually its chain's latest transaction's, a purchase's the previous one's, and these are
    /// compared before the pool is searched.
    private mutating func sharedDetails(_ details: StoreTransaction.Details, chain position: Int?) -> StoreTransaction.Details {
        let neighbour = position.map { chains[$0].latestID } ?? TransactionID(transactions.count)
        if contains(neighbour) {
            let known = transactions[id: neighbour].details
            if known === details || known.hasSameFields(as: details) { return known }
        }
        return detailsPool.shared(details)
    }

    private mutating func historySlot(of tx: StoreTransaction, chain position: Int?) -> Int {
        guard let position, chains[position].account == tx.account else {
            return historySlot(account: tx.account, product: tx.productID)
        }
        if let known = chainHistorySlots[position], known.product == tx.productID { return known.slot }
        let slot = historySlot(account: tx.account, product: tx.productID)
        chainHistorySlots[position] = (tx.productID, slot)
        return slot
    }

    private mutating func historySlot(account: String, product: String) -> Int {
        let (slot, isNew) = historySlots.slot(of: AccountProduct(account: account, product: product))
        if isNew {
            histories.append([])
            live.append(TransactionIDSet())
            passActivations.append([])
        }
        return slot
    }

    /// Where `product` stands in the catalogue, for a renewal of the chain at `chain`. Products
    /// are added or replaced in place, never removed, so a position found stays right.
    mutating func cataloguePosition(of product: String, renewingChainAt chain: Int) -> Int? {
        if let known = chainProductPositions[chain], known.product == product { return known.position }
        let position = catalogue.position(of: product)
        chainProductPositions[chain] = position.map { (product, $0) }
        return position
    }

    /// Where pass `id`, being activated now, starts: where the account's live passes of its
    /// product end, if later than now. A pass activated later than another that is still live
    /// started where that one ended or later, so the newest live pass ends last of them: found
    /// from the newest activation back, not by reading every live pass (issue 26, item 8: a
    /// thousand stacked passes made the next purchase read a thousand).
    mutating func passStart(of id: TransactionID) -> Date {
        let slot = historySlot(account: transactions[id: id].account, product: transactions[id: id].productID)
        defer { passActivations[slot].append(id) }
        for earlier in passActivations[slot].reversed() where earlier != id {
            // Read in place, as `live` has it: purchased, verified, not revoked, not deleted.
            let tx = transactions[id: earlier]
            guard tx.state == .purchased, tx.isVerified, tx.revocationDate == nil, !tx.deleted else { continue }
            if let end = tx.expirationDate, end > now { return end }
            return now
        }
        return now
    }

    /// Changes a transaction in place, keeping the indexes right, and notes its id as changed.
    mutating func update(_ id: TransactionID, _ change: (inout StoreTransaction) -> Void) {
        guard contains(id) else { return }
        if changedIDs.last != id { changedIDs.append(id) }
        let (before, after, detailsChanged) = Self.change(&transactions[id: id], change)
        if before != after { reindex(id, from: before, to: after) }
        if detailsChanged { transactions[id: id].details = detailsPool.shared(transactions[id: id].details) }
    }

    /// Marks a transaction finished (`transaction.finish()`), as `update` would: of its indexes,
    /// only the unfinished one can change. Every renewal a running app hears of is finished.
    mutating func finish(_ id: TransactionID) {
        guard contains(id), !transactions[id: id].finished else { return }
        if changedIDs.last != id { changedIDs.append(id) }
        let wasUnfinished = transactions[id: id].isUnfinished
        transactions[id: id].finished = true
        if wasUnfinished { unfinished[unfinishedSlot(of: transactions[id: id].account)].remove(id) }
    }

    /// Works on the transaction through `inout` only: reading a computed property of an array
    /// element copies the whole transaction, and this runs several times per renewal.
    private static func change(_ tx: inout StoreTransaction, _ change: (inout StoreTransaction) -> Void) -> (IndexEntry, IndexEntry, detailsChanged: Bool) {
        let before = IndexEntry(tx)
        // By identity, not holding the box: a change that frees it and makes a new one at the
        // same address is taken for no change, which only leaves that box unshared.
        let details = ObjectIdentifier(tx.details)
        change(&tx)
        return (before, IndexEntry(tx), ObjectIdentifier(tx.details) != details)
    }

    /// What the indexes hold for one transaction.
    private struct IndexEntry: Equatable {
        var pending = false
        var unfinished = false
        /// It entitles until it expires (`live`); subscriptions entitle through their chain instead.
        var live = false

        init() {}

        @inline(__always)
        init(_ tx: StoreTransaction) {
            pending = tx.isPending
            unfinished = tx.isUnfinished
            live = tx.state == .purchased && tx.isVerified && tx.revocationDate == nil && !tx.deleted
                && !tx.isAutoRenewable
        }
    }

    private mutating func reindex(_ id: TransactionID, from before: IndexEntry, to after: IndexEntry) {
        if after.pending != before.pending {
            if after.pending { pending.insert(id) } else { pending.remove(id) }
        }
        if after.unfinished != before.unfinished {
            let slot = unfinishedSlot(of: transactions[id: id].account)
            if after.unfinished { unfinished[slot].insert(id) } else { unfinished[slot].remove(id) }
        }
        if after.live != before.live {
            let slot = historySlot(account: transactions[id: id].account, product: transactions[id: id].productID)
            if after.live { live[slot].insert(id) } else { live[slot].remove(id) }
        }
    }

    private mutating func unfinishedSlot(of account: String) -> Int {
        let (slot, isNew) = unfinishedSlots.slot(of: account)
        if isNew { unfinished.append(TransactionIDSet()) }
        return slot
    }

    /// Inserts `id` into (or removes it from) the sorted `ids`, in place. Ids are mostly added in
    /// order; binary search keeps a late approval in its place.
    /// The ids of the transactions changed in place since the last call, in the order they
    /// were changed, possibly more than once and possibly ending up as they were (a change that
    /// turned out to change nothing is listed too); then forgets them. Transactions added are
    /// not listed: they are the ids above the ledger's count before. Changes of true time are
    /// not changes of a transaction either (see `effectiveState(of:)`).
    mutating func takeChangedTransactionIDs() -> [TransactionID] {
        defer { changedIDs = [] }
        return changedIDs
    }

    mutating func addChain(_ chain: SubscriptionChain) {
        chainIndex[AccountGroup(account: chain.account, group: chain.group)] = chains.count
        chainByOriginal[chain.originalID] = chains.count
        chains.append(chain)
        chainHistorySlots.append(nil)
        chainProductPositions.append(nil)
    }

    mutating func updateChain(at position: Int, _ change: (inout SubscriptionChain) -> Void) {
        change(&chains[position])
    }

    /// Ends the chain at `position` for `reason`: its current period's transaction is expired
    /// and no renewal or billing retry follows.
    mutating func lapseChain(at position: Int, reason: String) {
        update(chains[position].latestID) { if $0.state == .purchased { $0.state = .expired } }
        updateChain(at: position) {
            $0.phase = .expired(reason: reason)
            $0.billingIssue = nil
        }
    }

    mutating func replaceChain(_ chain: SubscriptionChain) {
        if let position = chainIndex[AccountGroup(account: chain.account, group: chain.group)] {
            chains[position] = chain
            chainByOriginal[chain.originalID] = position
            chainHistorySlots[position] = nil
            chainProductPositions[position] = nil
        } else {
            addChain(chain)
        }
    }

    mutating func addProduct(_ product: StoreProduct, replacing: Bool = false) -> [CatalogueProblem] {
        catalogue.add(product, replacing: replacing)
    }

    mutating func setQuirk(_ quirk: Quirk, on: Bool) {
        if on { quirks.insert(quirk) } else { quirks.remove(quirk) }
    }

    mutating func setSettings(_ settings: StoreSettings) { self.settings = settings }

    mutating func setFailure(_ api: StoreAPI, _ error: StoreError?) {
        settings.failures[api] = error
    }
}
