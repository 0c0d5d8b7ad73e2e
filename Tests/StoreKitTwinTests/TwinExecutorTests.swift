import Foundation
import StoreCore
import StoreKitTwin
import StoreKitTwinTest
import Testing
import TwinExamples

/// The twin's executor, in-process: the app's code settles exactly within each step whatever its
/// shape, its sleeps follow the device's clock, and code that blocks, spins or is resumed from
/// outside the twin is reported, never a hang. Swift Testing runs these in parallel with one
/// another on its own executor: the twin owns only the jobs of its apps.
@Suite struct TwinExecutorTests {
    private static let premium = "product com.example.app.premium unlock price 4.99 USD"

    /// The twin's own lines in the event log (a step that did not settle, code from outside…).
    private func twinLines<App>(_ session: TwinTestSession<App>) -> [String] {
        session.eventLog.filter { $0.contains("StoreKit twin:") }
    }

    /// Launch-time reads land in the launch step, and a purchase is delivered and finished in
    /// its own, for a store of every shape: no step is left unsettled.
    @Test(arguments: ["detached listener", "global actor", "actor"])
    func everyShapeSettlesWithinItsSteps(shape: String) throws {
        switch shape {
        case "detached listener": try walk(TwinTestSession(DetachedListenerStore.self, setup: Self.premium))
        case "global actor": try walk(TwinTestSession(GlobalActorStoreModel.self, setup: Self.premium))
        default: try walk(TwinTestSession(ActorStoreModel.self, setup: Self.premium))
        }
    }

    private func walk<App>(_ session: TwinTestSession<App>) throws {
        try session.launch()
        #expect(session.access.state == .notStarted)
        try session.buy("com.example.app.premium", outcome: .askToBuy)
        try session.approveAskToBuyTransaction(identifier: 1)
        #expect(session.access.state == .unlocked)
        #expect(session.transaction(identifier: 1)?.finished == true)
        try session.refundTransaction(identifier: 1)
        #expect(session.access.state == .notStarted)
        try session.buyProduct(identifier: "com.example.app.premium")
        try session.relaunch()
        #expect(session.access.state == .unlocked)
        #expect(session.violations.isEmpty)
        #expect(twinLines(session).isEmpty)
    }

    /// A failed product request tried again after a 30 s, then a 60 s `Task.sleep`: nothing
    /// happens until the device's clock reaches each end.
    @Test @MainActor func sleepsFollowTheDevicesClock() throws {
        let session = try TwinTestSession(RetryingStore.self, setup: Self.premium + "\nfail load-products network")
        try session.launch()
        #expect(session.app?.failures == 1)
        try session.advance(by: .seconds(29))
        #expect(session.app?.failures == 1)
        try session.advance(by: .seconds(1))
        #expect(session.app?.failures == 2)
        try session.setSimulatedError(nil, forAPI: .loadProducts)
        try session.advance(by: .seconds(60))
        #expect(session.app?.product != nil)
        #expect(twinLines(session).isEmpty)
    }

    /// Sleeps of main-actor code, a `Task.detached`, a clock's `sleep` and a task group's child
    /// end in the order of their ends, each seeing the device's clock at its own end.
    @Test @MainActor func sleepsEndInOrderEachAtItsOwnInstant() throws {
        let session = try TwinTestSession(SleepersApp.self)
        try session.launch()
        #expect(session.app?.woken == [])
        try session.advance(by: .minutes(1))
        #expect(session.app?.woken == ["detached 10s at +10", "clock 20s at +20", "main 30s at +30", "group child 40s at +40"])
    }

    /// A sleep that starts while the app wakes from another, within one `advance`, ends at the
    /// app's next input (the engine asks an app for its wake-ups once per advance); its code
    /// then reads the instant it was due, and the sleeps end in order.
    @Test @MainActor func aSleepStartedDuringAnAdvanceEndsAtTheNextInput() throws {
        let session = try TwinTestSession(SleepersApp.self)
        try session.launch()
        try session.restorePurchases()
        try session.advance(by: .minutes(2))
        #expect(session.app?.ticks == ["tick at +100"])
        try session.useFeature()
        #expect(session.app?.ticks == ["tick at +100", "tick at +110", "tick at +120"])
    }

    /// An app that waits on a semaphore for 3 s loses its thread after 2 s: the step ends with a
    /// line that says so, and what the app shows is then `checking`. A slow step before it (50 ms)
    /// is not blocking.
    @Test func codeThatBlocksItsThreadIsReportedNotAHang() throws {
        let session = try TwinTestSession(BlockingApp.self, setup: Self.premium)
        try session.launch()
        try session.restorePurchases()
        #expect(twinLines(session).isEmpty)
        try session.buy("com.example.app.premium")
        #expect(twinLines(session).contains { $0.contains("the app's code blocked its thread for 2 s") })
        #expect(session.access.reason == "StoreKit twin: the app no longer runs (its thread is blocked)")
        try session.restorePurchases()
        try session.quit()
    }

    /// An app that yields in a loop forever is stopped after 100,000 jobs at every step.
    @Test func codeThatNeverSettlesIsStoppedAtTheJobLimit() throws {
        let session = try TwinTestSession(SpinningApp.self, setup: Self.premium)
        try session.launch()
        #expect(twinLines(session).count == 1)
        #expect(twinLines(session).first?.hasSuffix("still running after 100000 jobs in one step (a loop that never waits on anything?); the rest runs at the next input") == true)
        try session.quit()
    }

    /// An answer that comes back on a thread of its own (a server's callback) is run at the next
    /// step, which says so.
    @Test @MainActor func codeResumedFromOutsideIsReported() throws {
        let session = try TwinTestSession(ServerCheckApp.self, setup: Self.premium)
        try session.launch()
        Thread.sleep(forTimeInterval: 0.2)
        try session.restorePurchases()
        #expect(twinLines(session).contains { $0.contains("the app's code was resumed from outside the twin") })
        #expect(session.access.reason == "its server answered")
    }

    /// `MainActor.assumeIsolated` holds in the app's main-actor code, which runs on the twin's
    /// thread, not the process's main thread.
    @Test @MainActor func mainActorCodeOfTheAppPassesIsolationChecks() throws {
        let session = try TwinTestSession(SleepersApp.self, setup: Self.premium)
        try session.launch()
        try session.buy("com.example.app.premium")
        #expect(session.app?.isolationChecked == true)
    }

    /// A sleep inside an actor, in a task the twin started (a tap), follows the device's clock.
    @Test @MainActor func aSleepInAnActorCalledFromATapFollowsTheClock() throws {
        let session = try TwinTestSession(SleepersApp.self, setup: Self.premium)
        try session.launch()
        try session.advance(by: .seconds(50))
        try session.buy("com.example.app.premium")
        try session.advance(by: .seconds(4))
        #expect(session.app?.woken.last == "group child 40s at +40")
        try session.advance(by: .seconds(1))
        #expect(session.app?.woken.last == "actor 5s at +55")
    }

    /// Sixteen apps at once, on threads of the test runner's pool, all of whose stores share one
    /// global actor: each gives the event log a serial run gives (the apps' steps take turns).
    @Test func appsRunInParallelEachDeterministically() async throws {
        func walk() throws -> [String] {
            let session = try TwinTestSession(GlobalActorStoreModel.self, setup: Self.premium)
            try session.launch()
            try session.buy("com.example.app.premium", outcome: .askToBuy)
            try session.approveAskToBuyTransaction(identifier: 1)
            try session.relaunch()
            return session.eventLog
        }
        let serial = try walk()
        let logs = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<16 { group.addTask { try walk() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(logs.count == 16)
        #expect(logs.allSatisfy { $0 == serial })
    }
}

/// An actor whose method sleeps.
actor Napper {
    func nap() async {
        try? await Task.sleep(for: .seconds(5))
    }
}

/// A test app whose tasks sleep: at launch, main-actor code, a `Task.detached`, a clock's
/// `sleep` and a task group's child each sleep a different time and note when they woke; Restore
/// starts a loop that sleeps 10 s three times after a first 100 s; Buy checks its isolation.
final class SleepersApp: TwinApp {
    private(set) var woken: [String] = []
    private(set) var ticks: [String] = []
    private(set) var isolationChecked = false
    private let launched = TwinClock.now

    init() {}

    private func stamped(_ what: String) -> String {
        "\(what) at +\(Int(TwinClock.now.timeIntervalSince(launched)))"
    }

    private func wake(_ what: String) { woken.append(stamped(what)) }

    func appDidLaunch() async {
        Task { try? await Task.sleep(for: .seconds(30)); wake("main 30s") }
        Task.detached { try? await Task.sleep(for: .seconds(10)); await self.wake("detached 10s") }
        Task { try? await ContinuousClock().sleep(for: .seconds(20)); wake("clock 20s") }
        Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { try? await Task.sleep(for: .seconds(40)) }
            }
            wake("group child 40s")
        }
    }

    /// A tap's task prefers the twin's executor: a sleep in an actor it calls follows the clock too.
    func buy(_ productID: String) async {
        Task { @MainActor in isolationChecked = Self.checkIsolation() }
        await Napper().nap()
        wake("actor 5s")
    }

    nonisolated private static func checkIsolation() -> Bool {
        MainActor.assumeIsolated { true }
    }

    func restorePurchases() async {
        Task {
            try? await Task.sleep(for: .seconds(100))
            for _ in 0..<3 {
                ticks.append(stamped("tick"))
                try? await Task.sleep(for: .seconds(10))
            }
        }
    }

    var twinReport: TwinAppReport {
        TwinAppReport(access: .checking, reason: "sleeping", paywallShown: false, knowsOwnership: false)
    }
}
