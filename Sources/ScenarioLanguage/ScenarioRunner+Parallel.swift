import Dispatch
import Foundation
import StoreCore

extension ScenarioRunner {
    /// Loads and runs the files at `paths`, up to `jobs` at a time, each in its own engine.
    /// The results are in the order of `paths` and each is what `run(path:clock:)` gives
    /// alone, so the reports are the same as a serial run's, timings aside.
    package static func run(paths: [String], jobs: Int, clients: ClientRegistry = ClientRegistry(), keepingSteps: Bool = true,
                           clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) -> [ScenarioResult] {
        let workers = min(max(jobs, 1), paths.count)
        guard workers > 1 else { return paths.map { run(path: $0, clients: clients, keepingSteps: keepingSteps, clock: clock) } }
        let slots = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claimNext() {
                switch load(path: paths[index], clients: clients) {
                case .success(let scenario):
                    slots.store(run(scenario, clients: clients, keepingSteps: keepingSteps, clock: clock), at: index)
                case .failure(let diagnostics):
                    slots.store(ScenarioResult(path: paths[index], status: .error, milliseconds: 0, steps: [], failures: [],
                                               errors: diagnostics.diagnostics), at: index)
                }
            }
        }
        return slots.results
    }
}

/// The results of a parallel run, filled in by the workers: each claims the next file not yet
/// taken and stores its result in that file's slot. Every access holds the lock, which is why
/// the class may be shared across threads.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ScenarioResult?]
    private var next = 0

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

    /// Every result, once every worker has finished.
    var results: [ScenarioResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
