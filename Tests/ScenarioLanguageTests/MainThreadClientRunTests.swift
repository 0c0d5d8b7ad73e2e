import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// A client registered as running on the main thread (the StoreKit twin) is never run by a
/// parallel run's workers: its scenarios are left to the calling thread, in the order of the paths.
struct MainThreadClientRunTests {
    /// The threads the client's launches ran on, by scenario.
    private final class Threads: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [Thread] = []
        func note() { lock.withLock { seen.append(Thread.current) } }
        var all: [Thread] { lock.withLock { seen } }
    }

    private struct ThreadNotingClient: PurchaseClient {
        let threads: Threads
        func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            if case .launched = input { threads.note() }
            return []
        }
        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .checking, reason: "", paywallShown: false), grants: [], pending: [:],
                         knowsOwnership: false, evaluationStart: nil)
        }
    }

    @Test func itsScenariosRunOnTheCallingThread() throws {
        let threads = Threads()
        var clients = ClientRegistry()
        clients.register("pinned", runsOnMainThread: true) { ThreadNotingClient(threads: threads) }
        let scenarios = try (1...6).map { try TemporaryScenario(named: "\($0).scenario", "product p unlock\nclient pinned\nlaunch\n") }
        defer { scenarios.forEach { $0.remove() } }
        let results = ScenarioRunner.run(paths: scenarios.map(\.path), jobs: 3, clients: clients)
        #expect(results.map(\.path) == scenarios.map(\.path))
        #expect(results.allSatisfy { $0.status == .passed })
        #expect(threads.all.count == 6)
        #expect(threads.all.allSatisfy { $0 == Thread.current })
    }
}
