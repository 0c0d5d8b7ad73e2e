import Foundation
import StoreCore

/// One run of the app on one device, from launch to quit: the app's controller, the store calls
/// its code is suspended on, its `Transaction.updates` listeners, and the actions it took that
/// the device has not carried out yet.
///
/// The app's code runs on the main actor, driven by `receive` (one input, then the main queue run
/// until the code settles). Its StoreKit calls find their session through a task-local value,
/// which every task the app makes inherits; a detached task falls back to the session handling
/// an input now.
final class TwinSession: @unchecked Sendable {
    /// A store call waiting for its answer.
    enum Request {
        case entitlements(UnsafeContinuation<EntitlementsAnswer, Never>)
        case products(UnsafeContinuation<ProductsAnswer, Never>)
        case purchase(productID: String, UnsafeContinuation<StoreCore.PurchaseResult, Never>)
        case statuses(UnsafeContinuation<SubscriptionStatusAnswer, Never>)
        case sync(UnsafeContinuation<StoreCore.StoreKitError?, Never>)
        case unfinished(UnsafeContinuation<[StoreCore.Transaction], Never>)
        case history(UnsafeContinuation<[StoreCore.Transaction], Never>)
    }

    /// One iterator of `Transaction.updates` or `Status.updates`: what arrived for it and has
    /// not been taken yet.
    final class Listener<Item: Sendable>: @unchecked Sendable {
        fileprivate var arrived: [Item] = []
        fileprivate var waiting: UnsafeContinuation<Item, Never>?
    }

    @TaskLocal static var current: TwinSession?
    private static let steppingLock = NSLock()
    nonisolated(unsafe) private static var steppingSession: TwinSession?

    private let lock = NSLock()
    private let makeApp: @MainActor () -> any TwinApp
    /// The app's controller; touched on the main actor only.
    nonisolated(unsafe) private var app: (any TwinApp)?
    private var context: ClientContext
    private var keychain: [String: StoredValue]
    private var preferences: [String: StoredValue]
    private var actions: [ClientAction] = []
    /// Calls waiting for their answers, in the order they were made.
    private var waiters: [Request] = []
    private var listeners: [Listener<StoreCore.Transaction>] = []
    private var statusListeners: [Listener<SubscriptionStatus>] = []
    private var unfinishedSoFar: [StoreCore.Transaction] = []
    /// Ask to Buy purchases, by product: the waiting transaction.
    private var pendingByProduct: [String: Int] = [:]
    /// Tasks off the main actor that were answered and have not called the twin again.
    private var runningOffMain: Set<Int> = []
    /// Tasks the twin answered or started that have not begun to run yet: their jobs may reach
    /// the main queue a moment after they were enqueued, so an idle queue does not speak for them.
    private var inTransit = 0
    /// A session replaced by a replay: its app's calls are never answered.
    private var retired = false

    init(makeApp: @escaping @MainActor () -> any TwinApp, context: ClientContext) {
        self.makeApp = makeApp
        self.context = context
        keychain = context.storage.keychain
        preferences = context.storage.preferences
    }

    /// The session the calling code belongs to.
    static func active() -> TwinSession {
        if let current { return current }
        steppingLock.lock()
        defer { steppingLock.unlock() }
        guard let steppingSession else {
            preconditionFailure("StoreKit twin: a StoreKit call outside a storedbg session (register the app with registerTwin and run it under the debugger)")
        }
        return steppingSession
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: - Inputs

    /// Hands the app one input, runs its code until it settles, and returns what it did.
    func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        guard Thread.isMainThread else {
            return [.log("StoreKit twin: the app's code runs on the main thread only; this step ran off it, so the app did nothing")]
        }
        locked {
            self.context = context
            keychain = context.storage.keychain
            preferences = context.storage.preferences
        }
        Self.steppingLock.lock()
        let outer = Self.steppingSession
        Self.steppingSession = self
        Self.steppingLock.unlock()
        defer {
            Self.steppingLock.lock()
            Self.steppingSession = outer
            Self.steppingLock.unlock()
        }
        hand(input)
        if let unsettled = MainQueue.settle(running: { self.locked { (self.inTransit, self.runningOffMain.count) } }) {
            locked { actions.append(.log(LogLine(unsettled))) }
        }
        return locked {
            defer { actions = [] }
            // The listener starts in the app's launch path, after whatever the controller's
            // initialiser wrote; nothing can reach it in between, so it is reported first.
            if case .launched = input, let listener = actions.firstIndex(where: { if case .startListener = $0 { true } else { false } }) {
                actions.insert(actions.remove(at: listener), at: 0)
            }
            return actions
        }
    }

    private func hand(_ input: ClientInput) {
        switch input {
        case .launched:
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
        case .entitlements(let answer, _):
            resumeFirst({ if case .entitlements(let c) = $0 { return { c.resume(returning: answer) } } else { return nil } })
        case .products(let answer):
            resumeFirst({ if case .products(let c) = $0 { return { c.resume(returning: answer) } } else { return nil } })
        case .purchaseResult(let productID, let result):
            resumeFirst({
                if case .purchase(productID, let c) = $0 { return { c.resume(returning: result) } } else { return nil }
            })
        case .subscriptionStatuses(let answer):
            resumeFirst({ if case .statuses(let c) = $0 { return { c.resume(returning: answer) } } else { return nil } })
        case .syncFinished(let error):
            resumeFirst({ if case .sync(let c) = $0 { return { c.resume(returning: error) } } else { return nil } })
        case .transaction(let record, .unfinished, _):
            locked { unfinishedSoFar.append(record) }
        case .transaction(let record, _, _):
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
        case .user(.consume), .connectivityChanged, .accountChanged, .transactionDeleted,
             .configurationChanged, .wokeUp:
            // StoreKit tells the app nothing of these (consumables are not simulated for twin
            // clients yet; a forced read or product request the app did not make finds no call
            // waiting for it).
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

    /// Runs `body` on the main actor with this session as the current one, so that every task
    /// the app makes there belongs to it.
    private func runApp(_ body: @MainActor (_ app: (any TwinApp)?) -> Void) {
        MainActor.assumeIsolated {
            Self.$current.withValue(self) { body(app) }
        }
    }

    /// Starts one of the app's entry points (launch, a tap) as a main-actor task.
    @MainActor
    private func start(_ body: @escaping @MainActor () async -> Void) {
        locked { inTransit += 1 }
        Task {
            self.arrived(offMainTask: nil)
            await body()
        }
    }

    /// Resumes the first waiting call that `match` answers (it returns the resumption).
    private func resumeFirst(_ match: (Request) -> (() -> Void)?) {
        let resume: (() -> Void)? = locked {
            guard let index = waiters.firstIndex(where: { match($0) != nil }) else { return nil }
            inTransit += 1
            return match(waiters.remove(at: index))
        }
        resume?()
    }

    /// A transaction from `Transaction.updates`, to every listener.
    private func deliverUpdate(_ record: StoreCore.Transaction) {
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
    private func arrive<Item>(_ item: Item, at listener: Listener<Item>) -> (() -> Void)? {
        guard let waiting = listener.waiting else {
            listener.arrived.append(item)
            return nil
        }
        listener.waiting = nil
        inTransit += 1
        return { waiting.resume(returning: item) }
    }

    // MARK: - The app's calls

    /// Asks the store something: records `action` for the device and waits for its answer.
    /// Main-actor code waits in a main-actor function, so that its answer resumes it straight
    /// onto the main queue (measured on Linux with Swift 6.3: a continuation made under the
    /// isolation a `nonisolated(nonsending)` function inherits sometimes reaches the main queue
    /// only milliseconds after its resumption, after the queue was found idle).
    nonisolated(nonsending) func ask<Answer: Sendable>(_ action: ClientAction,
                                             _ request: @escaping @Sendable (UnsafeContinuation<Answer, Never>) -> Request) async -> Answer {
        if Thread.isMainThread { return await askOnMainActor(action, request) }
        let task = Self.currentTaskKey()
        let answer = await withUnsafeContinuation { continuation in
            wait(for: action, request(continuation), offMainTask: task)
        }
        arrived(offMainTask: task)
        return answer
    }

    @MainActor
    private func askOnMainActor<Answer: Sendable>(_ action: ClientAction,
                                        _ request: @escaping @Sendable (UnsafeContinuation<Answer, Never>) -> Request) async -> Answer {
        let answer = await withUnsafeContinuation { continuation in
            wait(for: action, request(continuation), offMainTask: nil)
        }
        arrived(offMainTask: nil)
        return answer
    }

    private func wait(for action: ClientAction, _ request: Request, offMainTask: Int?) {
        locked {
            if let offMainTask { runningOffMain.remove(offMainTask) }
            guard !retired else { return }
            waiters.append(request)
            actions.append(action)
        }
    }

    /// `Transaction.currentEntitlements`: the listing, or nothing when the read fails (the
    /// sequence cannot throw).
    nonisolated(nonsending) func readEntitlements() async -> [StoreCore.Transaction] {
        let answer = await ask(.readEntitlements(reason: "Transaction.currentEntitlements"), Request.entitlements)
        guard case .listed(let records, _) = answer else { return [] }
        return records
    }

    /// A new `Transaction.updates` iterator. The first one starts the listener.
    func startListening() -> Listener<StoreCore.Transaction> {
        locked {
            let listener = Listener<StoreCore.Transaction>()
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

    /// The next item for `listener`, waiting for one (on the main actor when called there, as
    /// `ask` does).
    nonisolated(nonsending) func next<Item: Sendable>(for listener: Listener<Item>) async -> Item {
        if Thread.isMainThread { return await nextOnMainActor(for: listener) }
        let task = Self.currentTaskKey()
        let item = await withUnsafeContinuation { continuation in
            listen(listener, continuation, offMainTask: task)
        }
        arrived(offMainTask: task)
        return item
    }

    @MainActor
    private func nextOnMainActor<Item: Sendable>(for listener: Listener<Item>) async -> Item {
        let item = await withUnsafeContinuation { continuation in
            listen(listener, continuation, offMainTask: nil)
        }
        arrived(offMainTask: nil)
        return item
    }

    private func listen<Item>(_ listener: Listener<Item>, _ continuation: UnsafeContinuation<Item, Never>, offMainTask: Int?) {
        let ready: Item? = locked {
            if let offMainTask { runningOffMain.remove(offMainTask) }
            if !listener.arrived.isEmpty {
                inTransit += 1
                return listener.arrived.removeFirst()
            }
            guard !retired else { return nil }
            listener.waiting = continuation
            return nil
        }
        if let ready { continuation.resume(returning: ready) }
    }

    /// A task the twin set going has started to run (off the main actor: it is followed until it
    /// calls the twin again).
    private func arrived(offMainTask: Int?) {
        locked {
            inTransit -= 1
            if let offMainTask { runningOffMain.insert(offMainTask) }
        }
    }

    /// `transaction.finish()`: delivered first if the app's report agrees, then finished.
    nonisolated(nonsending) func finish(_ transaction: Transaction) async {
        let report = Thread.isMainThread ? appReportOnMainThread() : await currentAppReport()
        locked {
            guard !retired else { return }
            let grants = report?.grants ?? []
            let delivered = transaction.revocationDate != nil || transaction.record.state != .purchased
                ? !grants.contains { $0.id == transaction.id }
                : grants.contains { $0.productID == transaction.productID }
            if delivered { actions.append(.deliver(transactionID: transaction.record.id)) }
            actions.append(.finish(transactionID: transaction.record.id))
        }
    }

    func notePending(productID: String, transactionID: Int) {
        locked { pendingByProduct[productID] = transactionID }
    }

    /// A status as StoreKit gives it, with its latest transaction and renewal info.
    func status(_ status: SubscriptionStatus) -> Product.SubscriptionInfo.Status? {
        guard let record = status.latestTransaction, let renewal = status.renewalInfo else { return nil }
        let info = Product.SubscriptionInfo.RenewalInfo(renewal, of: status, originalTransactionID: UInt64(record.originalID))
        return Product.SubscriptionInfo.Status(state: .init(status.phase), transaction: VerificationResult(record), renewalInfo: .verified(info))
    }

    // MARK: - The device

    /// The device's wall clock as the app sees it.
    var now: Date { locked { context.now } }

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

    /// What the app shows, read from its controller on the main actor.
    func report(in context: ClientContext) -> ClientReport {
        guard Thread.isMainThread, let shown = readReport(at: context.now) else {
            return ClientReport(access: AccessView(state: .checking, reason: "StoreKit twin: the app's report is read on the main thread only", paywallShown: false),
                                grants: [], pending: [:], knowsOwnership: false, evaluationStart: nil)
        }
        let pending = locked { pendingByProduct.filter { shown.pendingProductIDs.contains($0.key) } }
        return ClientReport(access: AccessView(state: shown.access, reason: shown.reason, paywallShown: shown.paywallShown),
                            grants: shown.grants.map { Grant(productID: $0.productID, transactionID: $0.record.id) },
                            pending: pending, knowsOwnership: shown.knowsOwnership, evaluationStart: shown.evaluationStart)
    }

    private func readReport(at now: Date) -> TwinAppReport? {
        locked {
            context = ClientContext(now: now, timeZone: context.timeZone, isOnline: context.isOnline,
                                    storage: context.storage, configuration: context.configuration)
        }
        return appReportOnMainThread()
    }

    private func appReportOnMainThread() -> TwinAppReport? {
        MainActor.assumeIsolated { currentAppReport() }
    }

    @MainActor
    private func currentAppReport() -> TwinAppReport? {
        Self.$current.withValue(self) { app?.twinReport }
    }

    /// Stops answering: a replay has taken this session's place.
    func retire() {
        locked { retired = true }
    }

    private static func currentTaskKey() -> Int {
        withUnsafeCurrentTask { $0?.hashValue } ?? 0
    }
}
