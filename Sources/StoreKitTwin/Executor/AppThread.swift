import Foundation
import Synchronization

/// A thread that runs apps' steps for their callers, which wait for it with a bound: code that
/// blocks the thread (a synchronous wait, a lock, a loop that never awaits) costs the app its
/// thread, never the caller its run. Idle threads are kept for the next step of any app.
///
/// A step is handed over and back through a flag each side first polls, yielding the processor
/// between polls, before it sleeps on a semaphore: a step takes microseconds, far less than
/// waking a sleeping thread does on a busy machine.
final class AppThread: @unchecked Sendable {
    /// How long a step may go without finishing a job before it counts as blocked.
    static let blockedAfter: TimeInterval = 2
    /// How many times a side yields the processor, polling, before it sleeps.
    private static let polls = 200

    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [AppThread] = []

    private let lock = NSLock()
    private let wake = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let workHanded = Atomic(false)
    private let workDone = Atomic(false)
    private var work: (() -> Void)?
    private var finished = false
    private var givenUp = false

    private init() {
        let thread = Thread { [self] in loop() }
        thread.name = "StoreKit twin app"
        thread.start()
    }

    /// Runs `work` on an app thread and waits for it. False when it blocked: `progress` (jobs
    /// finished so far) did not move for `blockedAfter` seconds; the thread is then given up
    /// and `work` may still be running on it.
    static func run(_ work: @escaping () -> Void, progress: () -> Int) -> Bool {
        let thread = lock.withLock { idle.popLast() } ?? AppThread()
        let ran = thread.perform(work, progress: progress)
        if ran { lock.withLock { idle.append(thread) } }
        return ran
    }

    private func perform(_ work: @escaping () -> Void, progress: () -> Int) -> Bool {
        lock.withLock {
            self.work = work
            finished = false
        }
        // Set by the last step if its end was found asleep rather than polled.
        workDone.store(false, ordering: .relaxed)
        workHanded.store(true, ordering: .releasing)
        wake.signal()
        if Self.poll(workDone) {
            done.wait()
            return true
        }
        var seen = progress()
        var stalledSince = DispatchTime.now()
        while done.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
            let now = progress()
            if now != seen {
                seen = now
                stalledSince = .now()
                continue
            }
            guard DispatchTime.now().uptimeNanoseconds - stalledSince.uptimeNanoseconds >= UInt64(Self.blockedAfter * 1e9) else { continue }
            let gaveUp = lock.withLock {
                if !finished { givenUp = true }
                return givenUp
            }
            if gaveUp { return false }
        }
        return true
    }

    private func loop() {
        while true {
            _ = Self.poll(workHanded)
            wake.wait()
            workHanded.store(false, ordering: .relaxed)
            let work = lock.withLock { self.work }
            work?()
            let keep = lock.withLock {
                self.work = nil
                finished = true
                return !givenUp
            }
            guard keep else { return }
            workDone.store(true, ordering: .releasing)
            done.signal()
        }
    }

    /// Polls `flag`, yielding the processor in between, and clears it if it is set in time.
    private static func poll(_ flag: borrowing Atomic<Bool>) -> Bool {
        for _ in 0..<polls {
            if flag.compareExchange(expected: true, desired: false, ordering: .acquiring).exchanged { return true }
            sched_yield()
        }
        return false
    }
}
