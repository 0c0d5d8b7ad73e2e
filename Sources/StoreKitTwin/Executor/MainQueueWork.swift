internal import CTwinInterposers

/// Work the app's code sends to the main queue (`DispatchQueue.main.async`, `asyncAfter`), which
/// the twin takes on Linux (`Sources/CTwinInterposers/twin_main_queue.c`): it runs as the app's
/// main-actor code, in the same step, or, sent with a delay, once the device's clock has moved by
/// it, as a `Task.sleep` does. A block whose task never runs (the app quit first) is not released.
enum MainQueueWork {
    static let installed: Void = storedbg_twin_set_main_queue_handler({ block, delay in
        guard let block else { return }
        let work = Block(pointer: block)
        Task { @MainActor in
            if delay > 0 { try? await Task.sleep(nanoseconds: delay) }
            work.run()
        }
    }, {
        // Sent off the app's thread by one of its tasks (its task-local session): still the app's.
        TwinExecutor.owning() != nil
    })

    /// A block handed over by the interposer, run once. The app's code sent it to the main queue
    /// from its own thread, as it would on a device: what it touches is the app's to keep safe.
    private struct Block: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer

        func run() {
            storedbg_twin_run_block(pointer)
        }
    }
}
