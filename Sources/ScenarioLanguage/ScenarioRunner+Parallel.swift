import Dispatch
import Foundation
import StoreCore

extension ScenarioRunner {
    /// Loads and runs the files at `paths`, up to `jobs` at a time, each in its own engine.
    /// The results are in the order of `paths` and each is what `run(path:clock:)` gives
    /// alone, so the reports are the same as a serial run's, timings aside. A scenario that
    /// chooses a client registered as running on the main thread is run afterwards on the
    /// calling thread, one at a time.
    public static func run(paths: [String], jobs: Int, clients: ClientRegistry = ClientRegistry(),
                           clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) -> [ScenarioResult] {
        let workers = min(max(jobs, 1), paths.count)
        guard workers > 1 else { return paths.map { run(path: $0, clients: clients, clock: clock) } }
        let slots = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claimNext() {
                switch load(path: paths[index], clients: clients) {
                case .success(let scenario) where choosesMainThreadClient(scenario, clients):
                    slots.defer(scenario, at: index)
                case .success(let scenario):
                    slots.store(run(scenario, clients: clients, clock: clock), at: index)
                case .failure(let diagnostics):
                    slots.store(ScenarioResult(path: paths[index], status: .error, milliseconds: 0, steps: [], failures: [],
                                               errors: diagnostics.diagnostics), at: index)
                }
            }
        }
        for (index, scenario) in slots.deferred {
            slots.store(run(scenario, clients: clients, clock: clock), at: index)
        }
        return slots.results
    }

    /// Whether a `client` line of `scenario` chooses a client that runs on the main thread.
    private static func choosesMainThreadClient(_ scenario: Scenario, _ clients: ClientRegistry) -> Bool {
        scenario.steps.contains { step in
            if case .client(let choice) = step.command { return clients.runsOnMainThread(choice) }
            return false
        }
    }
}

/// The results of a parallel run, filled in by the workers: each claims the next file not yet
/// taken and stores its result in that file's slot. Every access holds the lock, which is why
/// the class may be shared across threads.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ScenarioResult?]
    private var next = 0
    private var deferredScenarios: [(Int, Scenario)] = []

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The index of a file no worker has taken yet, or nil when all are taken.
    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: ScenarioResult, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
    }

    /// Leaves the file at `index` to the calling thread.
    func `defer`(_ scenario: Scenario, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        deferredScenarios.append((index, scenario))
    }

    /// The files left to the calling thread, in the order of the paths.
    var deferred: [(Int, Scenario)] {
        lock.lock()
        defer { lock.unlock() }
        return deferredScenarios.sorted { $0.0 < $1.0 }
    }

    /// Every result, once every worker has finished.
    var results: [ScenarioResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
