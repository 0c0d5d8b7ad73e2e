import Foundation

/// Main-queue work the app's code sent off the main actor (`DispatchQueue.main.async` from a
/// task or a detached task), which runs in its turn as main-actor code, or before that if the
/// code that sent it waits first (on a semaphore, a condition, an operation): on a device the
/// main thread would take it while that code waits, and under the twin, which runs one job of the
/// app at a time, waiting for it in turn would block the app's thread (`TwinExecutor`).
final class WaitingMainQueueWork: @unchecked Sendable {
    private let lock = NSLock()
    private var work: (() -> Void)?
    private weak var executor: TwinExecutor?

    init(_ work: @escaping () -> Void, executor: TwinExecutor) {
        self.work = work
        self.executor = executor
    }

    /// Takes the work, once: nil if it ran already.
    func take() -> (() -> Void)? {
        lock.withLock {
            defer { work = nil }
            return work
        }
    }

    /// Runs it in its turn (main-actor code), unless it ran already while its sender waited.
    @MainActor func runInTurn() {
        executor?.forgetWaitingMainQueueWork(self)
        take()?()
    }
}
