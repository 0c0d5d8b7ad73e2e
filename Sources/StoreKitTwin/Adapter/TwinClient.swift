import StoreCore

/// The StoreKit twin on the client port: the app's StoreKit 2 controller (a `TwinApp`) run as a
/// storedbg client. Each input resumes the app's code where it waits on the twin (or starts it:
/// launch, a tap), the app's executor runs it until no job of it is left, and the store calls it
/// made on the way are returned as actions, in the order it made them.
///
/// A client is a value and the engine copies it (undo keeps checkpoints), but the app's running
/// code cannot be copied. So the value keeps the inputs it was handed, and when it finds that the
/// running app has moved on without it (a checkpoint restored), it replays them into a fresh app
/// first: the same inputs give the same app.
public struct TwinClient: PurchaseClient {
    /// One input handed to this client, with what the device showed it.
    private struct Step: Sendable {
        let input: ClientInput
        let context: ClientContext
    }

    private let makeApp: @MainActor @Sendable () -> any TwinApp
    private let home = Home()
    private var history: [Step] = []
    /// Which input this value has seen last (0: none), to tell whether the running app is its own.
    private var stamp = 0

    /// A client that makes a new `App` at every launch and hands it to `launched` (which a test
    /// uses to reach the controller it drives).
    public init<App: TwinApp>(_ app: App.Type, launched: (@Sendable (App) -> Void)? = nil) {
        makeApp = {
            let made = App()
            launched?(made)
            return made
        }
    }

    public mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        let session = home.session(at: stamp, replaying: history, makeApp: makeApp, context: context)
        let actions = session.receive(input, in: context)
        history.append(Step(input: input, context: context))
        stamp = home.advance()
        return actions
    }

    public func report(in context: ClientContext) -> ClientReport {
        guard !history.isEmpty else {
            return ClientReport(access: AccessView(state: .checking, reason: "the app has not launched", paywallShown: false),
                                grants: [], pending: [:], knowsOwnership: false, evaluationStart: nil)
        }
        return home.session(at: stamp, replaying: history, makeApp: makeApp, context: context).report(in: context)
    }

    /// The running app shared by every copy of one client, and which input it has seen last.
    private final class Home: @unchecked Sendable {
        private var session: TwinSession?
        private var sessionStamp = 0
        private var lastStamp = 0

        deinit {
            // The app quit, or every copy of the client is gone: nothing of it runs again.
            session?.retire()
        }

        /// The running app as of the input stamped `stamp`: the one running, or a fresh one
        /// replayed through `history` when the running one has seen other inputs.
        func session(at stamp: Int, replaying history: [Step], makeApp: @escaping @MainActor @Sendable () -> any TwinApp,
                     context: ClientContext) -> TwinSession {
            if let session, sessionStamp == stamp { return session }
            session?.retire()
            let fresh = TwinSession(makeApp: makeApp, context: history.first?.context ?? context)
            for step in history { _ = fresh.receive(step.input, in: step.context) }
            session = fresh
            sessionStamp = stamp
            return fresh
        }

        /// A new stamp for the input the running app has just handled.
        func advance() -> Int {
            lastStamp += 1
            sessionStamp = lastStamp
            return lastStamp
        }
    }
}

extension ClientRegistry {
    /// Registers StoreKit 2 purchase code run on the twin under `name`: `App` is made at every
    /// launch, and runs on an executor of its own, so its scenarios run on any thread (`run -j N`
    /// runs them in parallel like any other).
    public mutating func registerTwin<App: TwinApp>(_ name: String, summary: String = "", _ app: App.Type) {
        register(name, summary: summary) { TwinClient(app) }
    }
}
