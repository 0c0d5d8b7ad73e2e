internal import CTwinInterposers
import Foundation
import Synchronization
import StoreCore

/// One run of the app on one device, from launch to quit: the app's controller, the store calls
/// its code is suspended on, its `Transaction.updates` listeners, and the actions it took that
/// the device has not carried out yet.
///
/// The app's code runs on its own executor (`TwinExecutor`), driven by `receive`: one input, then
/// every job it makes runnable, on an app thread, until none is left. Its StoreKit calls find
/// their session through the executor running on their thread (or, for code resumed from outside
/// a step, the task-local session its task inherited).
final class TwinSession: @unchecked Sendable {
    /// A store call waiting for its answer.
    enum Request {
        case entitlements(UnsafeContinuation<EntitlementsAnswer, Never>)
        case products(UnsafeContinuation<ProductsAnswer, Never>)
        case purchase(productID: String, UnsafeContinuation<StoreCore.PurchaseResult, Never>)
        case statuses(UnsafeContinuation<SubscriptionStatusAnswer, Never>)
        case sync(UnsafeContinuation<StoreCore.StoreError?, Never>)
        case unfinished(UnsafeContinuation<[StoreCore.StoreTransaction], Never>)
        case history(UnsafeContinuation<[StoreCore.StoreTransaction], Never>)
        /// A store's sheet over the app, until the customer answers it.
        case sheet(StoreSheet, UnsafeContinuation<SheetOutcome, Never>)
    }

    /// One iterator of `Transaction.updates` or `Status.updates`: what arrived for it and has
    /// not been taken yet.
    final class Listener<Item: Sendable>: @unchecked Sendable {
        var arrived: [Item] = []
        fileprivate var waiting: UnsafeContinuation<Item, Never>?
    }

    /// The session of the app's entry tasks and the tasks they make (`Task {}` inherits it).
    @TaskLocal static var current: TwinSession?
    /// How many jobs one step may run: an app whose code still has work after that never settles.
    static let jobLimit = 100_000
    /// Held while any app's code runs in the process, so one app's at a time: apps share what is
    /// global (a global actor, an actor or a model in a `static let`), and two at once would run
    /// into each other there.
    private static let oneAppAtATime = NSLock()
    /// How many sessions this process holds: with one, a call that finds none of its own came
    /// from the app's own threads, not from a program that runs no twin.
    private static let sessionCount = Mutex(0)

    let executor: TwinExecutor
    private let lock = NSLock()
    private let makeApp: @MainActor () -> any TwinApp
    /// The app's controller; touched on the main actor only.
    nonisolated(unsafe) private var app: (any TwinApp)?
    var context: ClientContext
    /// The device time the app's code sees: the step's, or the end of the sleep it wakes from.
    private var appNow: Date
    private var keychain: [String: StoredValue]
    private var preferences: [String: StoredValue]
    private var actions: [ClientAction] = []
    /// Calls waiting for their answers, in the order they were made.
    var waiters: [Request] = []
    var listeners: [Listener<StoreCore.StoreTransaction>] = []
    private var statusListeners: [Listener<SubscriptionStatus>] = []
    private var unfinishedSoFar: [StoreCore.StoreTransaction] = []
    /// Ask to Buy purchases, by product: the waiting transaction.
    private var pendingByProduct: [String: TransactionID] = [:]
    /// A session replaced by a replay: its app's calls are never answered.
    var retired = false
    /// What the app showed when last read, and the device time it was read at; nil once a step
    /// may have changed it.
    private var shown: (now: Date, report: TwinAppReport?)?
    /// The consumable balances the app showed, accounted for as credits, uses and withdrawals.
    private var consumables = ConsumableCredits()
    /// Consumables finished as tips (no balance shown) that the event log has said so of.
    private var toldTips: Set<String> = []
    /// Consumables finished this step whose balance the app did not show then: tips, if it still
    /// shows none at the end of the step (a balance made at the first credit is not a tip).
    private var finishedWithoutBalance: [(transaction: TransactionID, productID: String)] = []
    /// What the app told the user last.
    private var toldAlert: UserMessage?
    /// The storefront the app last saw, and the iterators of `Storefront.updates`.
    var storefront: StorefrontState
    var storefrontListeners: [Listener<StorefrontState>] = []
    /// `PurchaseIntent.intents`: what arrived before any iterator, and the iterators.
    var intentsArrived: [String] = []
    var intentListeners: [Listener<String>] = []
    /// StoreKit 1 observers added to `SKPaymentQueue.default()`.
    var paymentObservers: [any SKPaymentTransactionObserver] = []

    init(makeApp: @escaping @MainActor () -> any TwinApp, context: ClientContext) {
        self.makeApp = makeApp
        self.context = context
        appNow = context.now
        storefront = context.storefront
        keychain = context.storage.keychain
        preferences = context.storage.preferences
        executor = TwinExecutor(now: context.now)
        executor.session = self
        Self.sessionCount.withLock { $0 += 1 }
    }

    deinit {
        Self.sessionCount.withLock { $0 -= 1 }
    }

    /// The session the calling code belongs to.
    static func active() -> TwinSession {
        if let session = running() { return session }
        guard let session = current else {
            if sessionCount.withLock({ $0 > 0 }) {
                preconditionFailure("StoreKit twin: a StoreKit call from the app's own thread, DispatchQueue or Task.detached, which the twin does not run: "
                    + "it cannot tell which app made it, or when (await the call in the app's own code, or send that work to the main actor)")
            }
            preconditionFailure("StoreKit twin: a StoreKit call outside a storedbg session (register the app with registerTwin and run it under the debugger, or drive it with TwinTestSession)")
        }
        session.executor.noteArrivalFromOutside()
        return session
    }

    /// The session whose step runs on this thread, if any.
    static func running() -> TwinSession? {
        TwinExecutor.onThisThread?.session
    }

    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: - Inputs

    /// Hands the app one input, runs its code until it settles, and returns what it did. Sleeps
    /// that end by the input's device time wake first, each at its own end, in order.
    func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        guard !executor.abandoned else { return [] }
        locked {
            shown = nil
            self.context = context
            keychain = context.storage.keychain
            preferences = context.storage.preferences
        }
        var ending: Drain = .settled
        Self.oneAppAtATime.lock()
        defer { Self.oneAppAtATime.unlock() }
        let ran = AppThread.run({
            self.executor.owningThisThread {
                defer { storedbg_twin_app_code_end() }
                while ending == .settled, let end = self.executor.wakeEarliest(upTo: context.now) {
                    self.setAppNow(end)
                    ending = self.executor.drain(limit: Self.jobLimit)
                }
                self.setAppNow(context.now)
                if ending == .settled {
                    self.hand(input)
                    ending = self.executor.drain(limit: Self.jobLimit)
                }
                self.accountForWhatTheAppShows(at: context.now)
            }
        }, progress: { executor.completedJobs })
        return locked {
            defer { actions = [] }
            // The listener starts in the app's launch path, after whatever the controller's
            // initialiser wrote; nothing can reach it in between, so it is reported first.
            if case .launched = input, let listener = actions.firstIndex(where: { if case .startListener = $0 { true } else { false } }) {
                actions.insert(actions.remove(at: listener), at: 0)
            }
            actions += executor.takeWakeUpsAsked().map { .wakeMe(at: $0) }
            if !ran {
                executor.abandon()
                actions.append(.log(LogLine("StoreKit twin: the app's code blocked its thread for \(Int(AppThread.blockedAfter)) s (a synchronous wait, a lock, or a loop that never awaits): the app no longer runs")))
            } else if ending == .limitReached {
                actions.append(.log(LogLine("StoreKit twin: the app's code did not settle: still running after \(Self.jobLimit) jobs in one step (a loop that never waits on anything?); the rest runs at the next input")))
            }
            if executor.takeArrivalFromOutside() {
                actions.append(.log(LogLine("StoreKit twin: the app's code was resumed from outside the twin (a callback, its own server, a sleep inside an actor): when it ran is not deterministic")))
            }
            return actions
        }
    }

    private typealias Drain = TwinExecutor.Drain

    /// Reads what the app shows at the end of a step: a change of its consumable balances becomes
    /// credits, uses or withdrawals, a change of its alert is told (and written to the event log).
    private func accountForWhatTheAppShows(at now: Date) {
        // An app given up (its thread blocked past the bound) shows nothing more.
        guard !executor.abandoned else { return }
        let report = appReport()
        locked {
            shown = (now, report)
            guard let report else { return }
            accountForTips(report.consumableBalances)
            actions += consumables.actions(for: report.consumableBalances)
            consumables.consuming = nil
            if report.alert != toldAlert {
                toldAlert = report.alert
                actions.append(.tell(report.alert))
                if let alert = report.alert { actions.append(.log(LogLine("The app tells the user (\(alert.kind.rawValue)): \(alert.text)"))) }
            }
        }
    }

    /// The consumables finished this step without a balance shown that still show none: tips,
    /// whose finish is their delivery (their balance is not judged either). Said once a product,
    /// so that an adapter that forgot a balance sees why nothing is judged. Locked by the caller.
    private func accountForTips(_ balances: [String: Int]) {
        defer { finishedWithoutBalance = [] }
        for (id, productID) in finishedWithoutBalance where balances[productID] == nil {
            guard let finish = actions.firstIndex(where: { if case .finish(id) = $0 { true } else { false } }) else { continue }
            actions.insert(.deliver(transactionID: id), at: finish)
            if toldTips.insert(productID).inserted {
                actions.append(.log(LogLine("StoreKit twin: the app shows no balance of \(productID), so finishing it counts as its delivery (a tip); "
                    + "report its balance in consumableBalances, 0 included, to have its credits judged")))
            }
        }
    }

    /// A line the app's code writes to the event log (its `Logger` and `os_log` lines).
    func log(_ text: String) {
        locked {
            guard !retired else { return }
            actions.append(.log(LogLine(text)))
        }
    }

    /// The device's time for the app's code running now on this (the app's) thread: what
    /// `TwinClock.now`, sleeps and, on Linux, `Date()` read.
    private func setAppNow(_ date: Date) {
        locked { appNow = date }
        executor.setNow(date)
        Self.appCodeRuns(at: date)
    }

    /// The app's code runs on this thread from now on, at `date`, until
    /// `storedbg_twin_app_code_end()`: on Linux `Date()` reads `date` and main-queue work goes to
    /// the twin (`Sources/CTwinInterposers`).
    private static func appCodeRuns(at date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        storedbg_twin_app_code_begin(Int64(seconds), Int32(((date.timeIntervalSince1970 - seconds) * 1e9).rounded(.down)))
    }

    private func hand(_ input: ClientInput) {
        switch input {
        case .launched:
            locked {
                consumables.launch(with: context.storage.consumables)
                toldAlert = nil
            }
            runApp { _ in
                let made = self.makeApp()
                self.app = made
                self.start { await made.appDidLaunch() }
            }
        case .user(.buy(let productID)):
            runApp { app in self.start { await app?.buy(productID) } }
        case .user(.buyWithOffer(let productID, let offer)):
            let request = offerRequest(offer, productID: productID)
            runApp { app in self.start { await app?.buy(productID, offer: request) } }
        case .user(.restore):
            runApp { app in self.start { await app?.restorePurchases() } }
        case .user(.useFeature):
            runApp { app in app?.useFeature() }
        case .user(.consume(let productID, let units)):
            locked { consumables.consuming = productID }
            runApp { app in app?.consume(productID, units: units) }
        case .entitlements(let answer, _):
            resumeFirst({ if case .entitlements(let c) = $0 { return { c.resume(returning: answer) } } else { return nil } })
        case .products(let answer):
            resumeFirst({ if case .products(let c) = $0 { return { c.resume(returning: answer) } } else { return nil } })
        case .purchaseResult(let productID, let result):
            if case .success(let record, _) = result { locked { consumables.noteHanded(record) } }
            resumeFirst({
                if case .purchase(productID, let c) = $0 { return { c.resume(returning: result) } } else { return nil }
            })
        case .subscriptionStatuses(let answer):
            resumeFirst({ if case .statuses(let c) = $0 { return { c.resume(returning: answer) } } else { return nil } })
        case .syncFinished(let error):
            resumeFirst({ if case .sync(let c) = $0 { return { c.resume(returning: error) } } else { return nil } })
        case .transaction(let record, .unfinished, _):
            locked {
                consumables.noteHanded(record)
                unfinishedSoFar.append(record)
            }
        case .transaction(let record, _, _):
            locked { consumables.noteHanded(record) }
            deliverUpdate(record)
        case .unfinishedListed:
            let listed = locked {
                defer { unfinishedSoFar = [] }
                return unfinishedSoFar
            }
            resumeFirst({ if case .unfinished(let c) = $0 { return { c.resume(returning: listed) } } else { return nil } })
        case .history(let listed):
            resumeFirst({ if case .history(let c) = $0 { return { c.resume(returning: listed) } } else { return nil } })
        case .subscriptionStatusChanged(let status):
            let resumptions = locked { statusListeners.compactMap { arrive(status, at: $0) } }
            for resume in resumptions { resume() }
        case .configurationChanged:
            storeSideChanged()
        case .connectivityChanged, .accountChanged, .transactionDeleted, .wokeUp:
            // StoreKit tells the app nothing of these (a forced read or product request the app
            // did not make finds no call waiting for it).
            break
        }
    }

    /// The offer a tap takes, as the app gets it: a promotional offer comes with what the app's
    /// server (`TwinSignedOffer`) signs, as the scenario chose.
    private func offerRequest(_ offer: PurchaseOffer, productID: String) -> TwinOfferRequest {
        switch offer {
        case .promotional(let offerID, let signature):
            return .promotional(TwinSignedOffer(productID: productID, offerID: offerID, signature: signature, now: now))
        case .winBack(let offerID):
            return .winBack(offerID: offerID)
        }
    }

    /// Runs `body` as the app's main actor with this session as the current one, so that every
    /// task the app makes there belongs to it.
    func runApp(_ body: @MainActor (_ app: (any TwinApp)?) -> Void) {
        executor.asMainActor {
            Self.$current.withValue(self) { body(app) }
        }
    }

    /// Starts one of the app's entry points (launch, a tap) as a main-actor task that prefers the
    /// app's executor for its nonisolated work.
    @MainActor
    private func start(_ body: sending @escaping @MainActor () async -> Void) {
        Task(executorPreference: executor.pool, operation: body)
    }

    /// `start`, for the entry points other files of the twin hand the app.
    @MainActor
    func startEntry(_ body: sending @escaping @MainActor () async -> Void) {
        start(body)
    }

    /// Resumes the first waiting call that `match` answers (it returns the resumption).
    private func resumeFirst(_ match: (Request) -> (() -> Void)?) {
        let resume: (() -> Void)? = locked {
            guard let index = waiters.firstIndex(where: { match($0) != nil }) else { return nil }
            return match(waiters.remove(at: index))
        }
        resume?()
    }

    /// A transaction from `Transaction.updates`, to every listener.
    private func deliverUpdate(_ record: StoreCore.StoreTransaction) {
        let resumptions: [() -> Void] = locked {
            switch record.state {
            case .pending: pendingByProduct[record.productID] = record.id
            case .declined, .cancelled, .failed: pendingByProduct[record.productID] = nil
            case .purchased, .revoked, .expired, .interrupted: break
            }
            guard Transaction.isHandedOver(record) else { return [] }
            pendingByProduct[record.productID] = nil
            return listeners.compactMap { arrive(record, at: $0) }
        }
        for resume in resumptions { resume() }
    }

    /// Hands `item` to `listener` (under the lock): kept for its next call, or the resumption of
    /// the call waiting for it.
    func arrive<Item>(_ item: Item, at listener: Listener<Item>) -> (() -> Void)? {
        guard let waiting = listener.waiting else {
            listener.arrived.append(item)
            return nil
        }
        listener.waiting = nil
        return { waiting.resume(returning: item) }
    }

    // MARK: - The app's calls

    /// Asks the store something: records `action` for the device and waits for its answer, on
    /// the executor of the code that asks.
    nonisolated(nonsending) func ask<Answer: Sendable>(_ action: ClientAction,
                                                      _ request: @escaping @Sendable (UnsafeContinuation<Answer, Never>) -> Request) async -> Answer {
        await withUnsafeContinuation { continuation in
            wait(for: action, request(continuation))
        }
    }

    private func wait(for action: ClientAction, _ request: Request) {
        locked {
            guard !retired else { return }
            waiters.append(request)
            actions.append(action)
        }
    }

    /// `Transaction.currentEntitlements`, or `currentEntitlements(for: productID)`: the listing,
    /// or nothing when the read fails (the sequence cannot throw).
    nonisolated(nonsending) func readEntitlements(of productID: String? = nil) async -> [StoreCore.StoreTransaction] {
        let reason = "Transaction.currentEntitlements"
        let answer = await ask(productID.map { .readEntitlementsOf(productID: $0, reason: reason) } ?? .readEntitlements(reason: reason),
                               Request.entitlements)
        guard case .listed(let records, _) = answer else { return [] }
        return records
    }

    /// A new `Transaction.updates` iterator. The first one starts the listener.
    func startListening() -> Listener<StoreCore.StoreTransaction> {
        locked {
            let listener = Listener<StoreCore.StoreTransaction>()
            if listeners.isEmpty { actions.append(.startListener) }
            listeners.append(listener)
            return listener
        }
    }

    /// A new `Status.updates` iterator.
    func startListeningToStatuses() -> Listener<SubscriptionStatus> {
        locked {
            let listener = Listener<SubscriptionStatus>()
            statusListeners.append(listener)
            return listener
        }
    }

    /// The next item for `listener`, waiting for one on the executor of the code that asks.
    nonisolated(nonsending) func next<Item: Sendable>(for listener: Listener<Item>) async -> Item {
        await withUnsafeContinuation { continuation in
            listen(listener, continuation)
        }
    }

    private func listen<Item>(_ listener: Listener<Item>, _ continuation: UnsafeContinuation<Item, Never>) {
        let ready: Item? = locked {
            if !listener.arrived.isEmpty { return listener.arrived.removeFirst() }
            guard !retired else { return nil }
            listener.waiting = continuation
            return nil
        }
        if let ready { continuation.resume(returning: ready) }
    }

    /// `transaction.finish()`: delivered first if the app's report agrees, then finished.
    nonisolated(nonsending) func finish(_ transaction: Transaction) async {
        let report = TwinExecutor.onThisThread === executor ? appReport() : nil
        locked {
            guard !retired else { return }
            let grants = report?.grants ?? []
            let byID = report?.grantedProductIDs.contains(transaction.productID) ?? false
            // A consumable is delivered when its units are credited, which the balances say.
            if let report { actions += consumables.actions(for: report.consumableBalances) }
            // Taken back: no grant rests on it, and a refunded product is not granted by id (an
            // expired period's product may stay granted by id, from the period that followed).
            let delivered = transaction.revocationDate != nil || transaction.record.state != .purchased
                ? !grants.contains { $0.id == transaction.id } && !(byID && transaction.revocationDate != nil)
                : byID || grants.contains { $0.productID == transaction.productID }
            if delivered && transaction.productType != .consumable {
                actions.append(.deliver(transactionID: transaction.record.id))
            }
            // A consumable whose balance the app does not show (a tip) has nothing to deliver but
            // the thanks: decided at the end of the step (`accountForTips`).
            if transaction.productType == .consumable, report?.consumableBalances[transaction.productID] == nil {
                finishedWithoutBalance.append((transaction.record.id, transaction.productID))
            }
            actions.append(.finish(transactionID: transaction.record.id))
        }
    }

    func notePending(productID: String, transactionID: TransactionID) {
        locked { pendingByProduct[productID] = transactionID }
    }

    /// A status as StoreKit gives it, with its latest transaction and renewal info.
    func status(_ status: SubscriptionStatus) -> Product.SubscriptionInfo.Status? {
        guard let record = status.latestTransaction, let renewal = status.renewalInfo else { return nil }
        let info = Product.SubscriptionInfo.RenewalInfo(renewal, of: status, originalTransactionID: Transaction.ID(record.originalID),
                                                        appAccountToken: record.appAccountToken)
        return Product.SubscriptionInfo.Status(state: .init(status.phase), transaction: VerificationResult(record), renewalInfo: .verified(info))
    }

    // MARK: - The device

    /// The device's wall clock as the app sees it.
    var now: Date { locked { appNow } }

    func keychainItem(_ key: String) -> StoredValue? { locked { keychain[key] } }

    func setKeychainItem(_ value: StoredValue?, _ key: String) {
        locked {
            keychain[key] = value
            actions.append(value.map { .writeKeychain(key: key, value: $0) } ?? .deleteKeychain(key: key))
        }
    }

    func preference(_ key: String) -> StoredValue? { locked { preferences[key] } }

    func setPreference(_ value: StoredValue?, _ key: String) {
        locked {
            preferences[key] = value
            actions.append(value.map { .writePreferences(key: key, value: $0) } ?? .deletePreferences(key: key))
        }
    }

    // MARK: - The report

    /// What the app shows, read from its controller as its main actor, on the calling thread (the
    /// app's code runs only within a step, so nothing of it runs meanwhile): kept while neither
    /// a step nor the device time has changed it.
    func report(in context: ClientContext) -> ClientReport {
        var report = executor.abandoned ? nil : locked { shown?.now == context.now ? shown?.report : nil }
        if report == nil, !executor.abandoned {
            locked {
                self.context = context
                appNow = context.now
            }
            Self.oneAppAtATime.lock()
            report = executor.owningThisThread {
                // What the app shows may read `Date()` too: the device's clock, as in a step.
                Self.appCodeRuns(at: context.now)
                defer { storedbg_twin_app_code_end() }
                return appReport()
            }
            Self.oneAppAtATime.unlock()
            locked { shown = (context.now, report) }
        }
        guard let report else {
            return ClientReport(access: AccessView(state: .checking, reason: "StoreKit twin: the app no longer runs (its thread is blocked)", paywallShown: false),
                                grants: [], pending: [:], knowsOwnership: false, evaluationStart: nil)
        }
        let pending = locked { pendingByProduct.filter { report.pendingProductIDs.contains($0.key) } }
        return ClientReport(access: AccessView(state: report.access, reason: report.reason, paywallShown: report.paywallShown),
                            grants: report.grants.map { Grant(productID: $0.productID, transactionID: $0.record.id) },
                            pending: pending, knowsOwnership: report.knowsOwnership, evaluationStart: report.evaluationStart,
                            grantedProductIDs: report.grantedProductIDs, bundles: report.bundles,
                            restsOnAppPurchase: report.restsOnAppPurchase)
    }

    /// The controller's `twinReport`, read as the app's main actor on its thread.
    private func appReport() -> TwinAppReport? {
        executor.asMainActor {
            Self.$current.withValue(self) { app?.twinReport }
        }
    }

    /// Stops answering: a replay has taken this session's place.
    func retire() {
        locked { retired = true }
        executor.abandon()
    }
}
