#if os(Linux)
import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// The app's main-actor code under the twin is on the main thread and the main queue as far as
/// it asks, as it is on a device; its other code is not, and what it hands to the main queue and
/// waits for runs as main-actor code. Before, `OperationQueue.current` was nil (a wrapper library
/// that force-unwraps it stopped), a main-queue precondition trapped, and a wait for the main
/// queue blocked the app's thread until the twin gave the app up.
@Suite struct MainThreadTests {
    /// Asks where it runs, from main-actor code and from a detached task.
    @MainActor final class WhereAmIStore: TwinApp {
        nonisolated static let marked = DispatchSpecificKey<String>()
        var seen: [String] = []

        init() {}

        func appDidLaunch() async {
            dispatchPrecondition(condition: .onQueue(.main))
            DispatchQueue.main.setSpecific(key: Self.marked, value: "main")
            seen.append("isMainThread \(Thread.isMainThread)")
            seen.append("current is main \(OperationQueue.current === OperationQueue.main)")
            seen.append("specific \(DispatchQueue.getSpecific(key: Self.marked) ?? "none")")
            // A wrapper library's shape: callbacks go back to the queue it was called on.
            let callbackQueue = OperationQueue.current!
            callbackQueue.addOperation { MainActor.assumeIsolated { self.seen.append("callback") } }
            let elsewhere = await Task.detached {
                "detached: isMainThread \(Thread.isMainThread), current \(OperationQueue.current == nil ? "nil" : "set"), specific \(DispatchQueue.getSpecific(key: Self.marked) ?? "none")"
            }.value
            seen.append(elsewhere)
            DispatchQueue.main.setSpecific(key: Self.marked, value: nil)
            // A library's shape: its state changes on a task, posted to observers on `.main`,
            // and read back on the main queue synchronously.
            let center = NotificationCenter()
            let token = center.addObserver(forName: .init("refreshed"), object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { self.seen.append("notified") }
            }
            let count = await Task.detached { @Sendable in
                center.post(name: .init("refreshed"), object: nil)
                // Older completion code: hop to the main queue, wait for it on a semaphore.
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self.seen.append("signalled") }
                    done.signal()
                }
                done.wait()
                // Work sent by early work runs before the sender goes on too; `sync` runs after
                // what was sent before it, as the main queue keeps its order.
                let nested = DispatchSemaphore(value: 0)
                DispatchQueue.main.async { DispatchQueue.main.async { nested.signal() } }
                let timedOut = nested.wait(timeout: .now() + 0.5) == .timedOut
                DispatchQueue.main.async { MainActor.assumeIsolated { self.seen.append("sent before sync") } }
                let order = DispatchQueue.main.sync { MainActor.assumeIsolated { self.seen.last ?? "" } }
                return timedOut ? 0 : order == "sent before sync" ? 1 : 2
            }.value
            center.removeObserver(token)
            seen.append("synced \(count)")
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: seen.joined(separator: "; "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func mainActorCodeIsOnTheMainThreadAndQueue() throws {
        let session = try TwinTestSession(WhereAmIStore.self)
        try session.launch()
        #expect(session.access.reason == "isMainThread true; current is main true; specific main; callback; "
            + "detached: isMainThread false, current nil, specific none; notified; signalled; sent before sync; synced 1")
    }
}
#endif
