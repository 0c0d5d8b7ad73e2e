internal import CTwinInterposers
import Foundation
#if compiler(>=6.3)
@_spi(ExperimentalScheduling) import _Concurrency
#endif

/// The executor of one running app: every job of the app's code — main-actor code, `Task {}`,
/// `Task.detached`, actors, global actors — waits in its queue, and the twin runs them one at a
/// time, in the order they were enqueued, on the thread running the app's step. So the app's code
/// runs in one deterministic order, and it has settled exactly when the queue is empty: every
/// task then waits on the twin, on a sleep, or on another of the app's tasks.
///
/// Sleeps (`Task.sleep`, a clock's `sleep`) are kept apart with the device time they end at (the
/// time of the step that started them, plus their duration to the millisecond), and run when the
/// device's clock reaches it, in order.
final class TwinExecutor: @unchecked Sendable {
    enum Isolation {
        /// The app's main actor.
        case mainActor
        /// No actor: the global pool's work, or an actor's (which takes itself when it runs).
        case none
    }

    private struct Job {
        let job: UnownedJob
        let isolation: Isolation
    }

    private struct Sleeper {
        let deadline: Date
        let order: Int
        let job: Job
    }

    /// How a drain ended.
    enum Drain: Equatable {
        case settled
        /// `limit` jobs ran and more are runnable: the app's code never settles.
        case limitReached
        /// The executor was abandoned while a job ran (its step gave up on it).
        case abandoned
    }

    /// The app's main actor, as the runtime sees it.
    private(set) lazy var mainActor = MainActorExecutor(owner: self)
    /// The app's global pool, as the runtime sees it (its sleeps come here).
    private(set) lazy var pool = PoolExecutor(owner: self)
    /// The session whose app this executor runs.
    weak var session: TwinSession?

    private let lock = NSLock()
    private var runnable: [Job] = []
    private var next = 0
    private var sleepers: [Sleeper] = []
    private var sleeps = 0
    private var now: Date
    private var wakeUpsAsked: [Date] = []
    private var arrivedFromOutside = false
    private var isAbandoned = false
    private var completed = 0
    /// True while the twin itself runs main-actor code of the app (its entry points, the report).
    private var runsMainActorBody = false
    /// Main-queue work sent off the main actor that has not run yet, in the order it was sent.
    private var waitingMainQueueWork: [WaitingMainQueueWork] = []
    /// True while that work runs because its sender waits.
    private var runsWaitingWork = false

    init(now: Date) {
        self.now = now
        _ = RuntimeHooks.installed
        _ = MainQueueWork.installed
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: - Which executor owns the calling code

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The executor whose step runs on this thread, if any.
    static var onThisThread: TwinExecutor? {
        pthread_getspecific(key).map { Unmanaged<TwinExecutor>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The executor that owns what the calling code enqueues: the one whose step runs on this
    /// thread, else the one of the app whose task-local session the current task carries.
    static func owning() -> TwinExecutor? {
        onThisThread ?? TwinSession.current?.executor
    }

    /// Runs `body` with this executor owning the calling thread.
    func owningThisThread<T>(_ body: () -> T) -> T {
        let outer = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.key, outer) }
        return body()
    }

    /// Runs `body` as main-actor code of the app (`MainActor.assumeIsolated` holds in it), on
    /// the thread this executor owns.
    func asMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
        let outer = locked { defer { runsMainActorBody = true }; return runsMainActorBody }
        let outerOnMain = storedbg_twin_set_main_actor(true)
        defer {
            storedbg_twin_set_main_actor(outerOnMain)
            locked { runsMainActorBody = outer }
        }
        return MainActor.assumeIsolated(body)
    }

    /// Whether the calling code runs as this app's main actor.
    fileprivate var isolatesMainActor: Bool {
        Self.onThisThread === self && locked { runsMainActorBody }
    }

    // MARK: - Jobs

    func enqueue(_ job: UnownedJob, isolation: Isolation) {
        let outside = Self.onThisThread !== self
        locked {
            if outside { arrivedFromOutside = true }
            runnable.append(Job(job: job, isolation: isolation))
        }
    }

    /// A sleep: `job` runs once the device's clock reaches `delay` after now.
    fileprivate func enqueue(_ job: UnownedJob, after delay: Duration) {
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
        // The stdlib turns the duration into an instant of the real clock and back: round off
        // the microseconds that took.
        let milliseconds = (seconds * 1000).rounded()
        locked {
            let deadline = now.addingTimeInterval(max(0, milliseconds) / 1000)
            if deadline <= now {
                runnable.append(Job(job: job, isolation: .none))
                return
            }
            let sleeper = Sleeper(deadline: deadline, order: sleeps, job: Job(job: job, isolation: .none))
            sleeps += 1
            let index = sleepers.firstIndex { ($0.deadline, $0.order) > (deadline, sleeper.order) } ?? sleepers.endIndex
            sleepers.insert(sleeper, at: index)
            wakeUpsAsked.append(deadline)
        }
    }

    /// Runs the runnable jobs on this thread, in order, until none is left, at most `limit`.
    func drain(limit: Int) -> Drain {
        var ran = 0
        while true {
            let job: Job? = locked {
                guard !isAbandoned, next < runnable.count else { return nil }
                defer {
                    next += 1
                    if next == runnable.count {
                        runnable.removeAll(keepingCapacity: true)
                        next = 0
                    }
                }
                return runnable[next]
            }
            guard let job else { return locked { isAbandoned } ? .abandoned : .settled }
            guard ran < limit else {
                locked { next -= 1 }
                return .limitReached
            }
            switch job.isolation {
            case .mainActor:
                // On the main thread and the main queue, as far as the app's code asks (Linux).
                let outer = storedbg_twin_set_main_actor(true)
                job.job.runSynchronously(isolatedTo: mainActor.asUnownedSerialExecutor(), taskExecutor: pool.asUnownedTaskExecutor())
                storedbg_twin_set_main_actor(outer)
            case .none:
                job.job.runSynchronously(on: pool.asUnownedTaskExecutor())
            }
            ran += 1
            locked { completed += 1 }
        }
    }

    // MARK: - Main-queue work sent off the main actor

    /// Keeps main-queue work sent off the main actor until it runs, in turn or while its sender
    /// waits (`WaitingMainQueueWork`).
    func addWaitingMainQueueWork(_ work: @escaping () -> Void) -> WaitingMainQueueWork {
        let waiting = WaitingMainQueueWork(work, executor: self)
        locked { waitingMainQueueWork.append(waiting) }
        return waiting
    }

    /// Whether main-queue work sent off the main actor has not run yet.
    var hasWaitingMainQueueWork: Bool { locked { !waitingMainQueueWork.isEmpty } }

    /// Runs the main-queue work sent off the main actor that has not run yet, as main-actor code,
    /// in the order it was sent (and what it sends meanwhile): its sender is about to wait.
    /// Whether any ran.
    func runWaitingMainQueueWork() -> Bool {
        let outer = locked { defer { runsWaitingWork = true }; return runsWaitingWork }
        defer { locked { runsWaitingWork = outer } }
        var ran = false
        while let next = locked({ waitingMainQueueWork.isEmpty ? nil : waitingMainQueueWork.removeFirst() }) {
            guard let work = next.take() else { continue }
            asMainActor { work() }
            ran = true
        }
        return ran
    }

    /// Whether main-queue work runs now because its sender waits: what it sends to the main
    /// queue in turn runs before the sender goes on too, as the main queue would run it meanwhile.
    var runsWaitingMainQueueWork: Bool { locked { runsWaitingWork } }

    /// Drops work that runs in its turn.
    func forgetWaitingMainQueueWork(_ work: WaitingMainQueueWork) {
        locked { waitingMainQueueWork.removeAll { $0 === work } }
    }

    /// How many jobs have run to their end: a step whose count stops moving is blocked.
    var completedJobs: Int { locked { completed } }

    /// The device's clock for what the app's code does next (a sleep ends this long after it).
    func setNow(_ date: Date) {
        locked { now = date }
    }

    /// The earliest sleep that ends at or before `date`: its end, and its jobs (all that end
    /// then) made runnable. Nil when none is due.
    func wakeEarliest(upTo date: Date) -> Date? {
        locked {
            guard let first = sleepers.first, first.deadline <= date else { return nil }
            let due = sleepers.prefix { $0.deadline == first.deadline }
            runnable.append(contentsOf: due.map(\.job))
            sleepers.removeFirst(due.count)
            return first.deadline
        }
    }

    /// The device times at which sleeps started since the last call end.
    func takeWakeUpsAsked() -> [Date] {
        locked {
            defer { wakeUpsAsked = [] }
            return wakeUpsAsked
        }
    }

    /// Code of the app reached the twin from outside a step on this executor's thread.
    func noteArrivalFromOutside() {
        locked { arrivedFromOutside = true }
    }

    /// Whether a job reached the queue from outside a step on this executor's thread (a
    /// callback, a sleep the twin does not own) since the last call.
    func takeArrivalFromOutside() -> Bool {
        locked {
            defer { arrivedFromOutside = false }
            return arrivedFromOutside
        }
    }

    /// Gives the app up: nothing more of it runs (its step blocked the thread).
    func abandon() {
        locked { isAbandoned = true }
    }

    var abandoned: Bool { locked { isAbandoned } }

    // MARK: - The executors the runtime sees

    /// The app's main actor: main-actor jobs of the app are enqueued here.
    final class MainActorExecutor: SerialExecutor, @unchecked Sendable {
        unowned let owner: TwinExecutor

        init(owner: TwinExecutor) {
            self.owner = owner
        }

        func enqueue(_ job: consuming ExecutorJob) {
            owner.enqueue(UnownedJob(job), isolation: .mainActor)
        }

        func isIsolatingCurrentContext() -> Bool? {
            owner.isolatesMainActor
        }

        func checkIsolated() {
            precondition(owner.isolatesMainActor, "StoreKit twin: main-actor code of the app ran off its main actor")
        }
    }

    /// The app's share of the global pool: it is the task executor of every job the twin runs,
    /// so that sleeps in nonisolated and main-actor code come to it.
    final class PoolExecutor: TaskExecutor, @unchecked Sendable {
        unowned let owner: TwinExecutor

        init(owner: TwinExecutor) {
            self.owner = owner
        }

        func enqueue(_ job: consuming ExecutorJob) {
            owner.enqueue(UnownedJob(job), isolation: .none)
        }
    }
}

#if compiler(>=6.3)
@available(macOS 26.4, *)
extension TwinExecutor.PoolExecutor: SchedulingExecutor {
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        owner.enqueue(UnownedJob(job), after: delay as? Duration ?? .zero)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        owner.enqueue(UnownedJob(job), after: clock.now.duration(to: instant) as? Duration ?? .zero)
    }
}
#endif
