import Foundation
#if os(Linux)
internal import CTwinInterposers
#endif

/// The Swift runtime's hooks through which the twin owns the app's jobs.
///
/// - `swift_task_enqueueGlobal_hook`: a job for the global pool (a `Task.detached`, a
///   `nonisolated` async function, an actor that has work) goes to the twin's queue when it is
///   enqueued on a thread running a twin step, or by a task that carries a twin app's task-local
///   session; every other job goes where it went before (the test runner's own jobs included).
/// - `swift_task_getMainExecutor_hook`: on the same terms, "the main actor" is the twin app's
///   own main-actor executor, so main-actor code of the app runs on the twin's queue too.
///
/// Set once per process, the first time an app runs; a hook found in place is kept and called
/// for the jobs the twin leaves alone. Code that sets these hooks itself later (swift-concurrency-
/// extras' `withMainSerialExecutor` does) replaces the twin's, and the twin's apps' jobs go with it.
enum RuntimeHooks {
    private typealias EnqueueGlobal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, EnqueueGlobal) -> Void
    private typealias GetMainExecutor = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainExecutorHook = @convention(thin) (GetMainExecutor) -> UnownedSerialExecutor

    nonisolated(unsafe) private static var previousEnqueueGlobal: EnqueueGlobalHook?
    nonisolated(unsafe) private static var previousGetMainExecutor: GetMainExecutorHook?

    /// Sets the hooks the first time it is read.
    static let installed: Void = {
        let enqueueGlobal = hook("swift_task_enqueueGlobal_hook", EnqueueGlobalHook.self)
        let getMainExecutor = hook("swift_task_getMainExecutor_hook", GetMainExecutorHook.self)
        previousEnqueueGlobal = enqueueGlobal.pointee
        previousGetMainExecutor = getMainExecutor.pointee
        enqueueGlobal.pointee = { job, original in
            if let executor = TwinExecutor.owning() {
                executor.enqueue(job, isolation: .none)
            } else if let previous = RuntimeHooks.previousEnqueueGlobal {
                previous(job, original)
            } else {
                original(job)
            }
        }
        getMainExecutor.pointee = { original in
            if let executor = TwinExecutor.owning() { return executor.mainActor.asUnownedSerialExecutor() }
            return RuntimeHooks.previousGetMainExecutor.map { $0(original) } ?? original()
        }
    }()

    private static func hook<Hook>(_ name: String, _ type: Hook.Type) -> UnsafeMutablePointer<Hook?> {
        #if os(Linux)
        // Referenced in C, so that a runtime linked in statically (`--static-swift-stdlib`),
        // which exports no names to look up, has them too.
        let slot: UnsafeMutablePointer<UnsafeMutableRawPointer?> = name == "swift_task_enqueueGlobal_hook"
            ? storedbg_twin_enqueue_global_hook() : storedbg_twin_get_main_executor_hook()
        let address = UnsafeMutableRawPointer(slot)
        #else
        guard let address = dlsym(dlopen(nil, RTLD_NOW), name) else {
            preconditionFailure("StoreKit twin: this Swift runtime has no \(name); the twin cannot run the app's code")
        }
        #endif
        return address.assumingMemoryBound(to: Hook?.self)
    }
}
