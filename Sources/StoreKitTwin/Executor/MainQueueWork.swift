internal import CTwinInterposers

/// Work the app's code sends to the main queue (`DispatchQueue.main.async`, `asyncAfter`, `sync`),
/// which the twin takes on Linux (`Sources/CTwinInterposers/twin_main_queue.c`): it runs as the
/// app's main-actor code, in the same step (at once when sent from code not on the main actor),
/// or, sent with a delay, once the device's clock has moved by it, as a `Task.sleep` does. A
/// block whose task never runs (the app quit first) is not released.
enum MainQueueWork {
    static let installed: Void = storedbg_twin_set_main_queue_handler({ block, delay, group, waitsForGroup, turn in
        guard let block else { return }
        let work = Block(pointer: block, group: group, enteredGroup: group != nil && !waitsForGroup)
        let executor = TwinExecutor.onThisThread
        if turn == .now {
            // `sync`: what the app sent before it runs first, as the main queue keeps its order.
            guard let executor else { return work.run() }
            _ = executor.runWaitingMainQueueWork()
            executor.asMainActor { work.run() }
            return
        }
        // Sent off the main actor, or by work that runs while its sender waits: the code that
        // sent it may wait for it before its turn comes.
        let early = turn == .inTurnOrWhileWaiting || delay == 0 && !waitsForGroup && executor?.runsWaitingMainQueueWork == true
        let waiting = early ? executor?.addWaitingMainQueueWork(work.run) : nil
        Task { @MainActor in
            if let waiting {
                waiting.runInTurn()
                return
            }
            if delay > 0 { try? await Task.sleep(nanoseconds: delay) }
            // A group's `notify`: once what the group holds has run (the app's main-queue work
            // among it runs meanwhile, as the twin runs the app's jobs in turn).
            if waitsForGroup { await work.waitForGroup() }
            work.run()
        }
    }, {
        // Sent off the app's thread by one of its tasks (its task-local session): still the app's.
        TwinExecutor.owning() != nil
    }, { run in
        guard let executor = TwinExecutor.onThisThread else { return false }
        return run ? executor.runWaitingMainQueueWork() : executor.hasWaitingMainQueueWork
    })

    /// A block handed over by the interposer, run once. The app's code sent it to the main queue
    /// from its own thread, as it would on a device: what it touches is the app's to keep safe.
    private struct Block: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        /// The group it was entered in or waits for, retained; nil for none.
        let group: UnsafeMutableRawPointer?
        let enteredGroup: Bool

        func run() {
            storedbg_twin_run_block(pointer, group, enteredGroup)
        }

        /// Waits until the group is empty: yielding first, so that the app's own work in it (its
        /// main-queue work, which the twin runs) goes before; then what is left runs on the
        /// process's threads, and is waited for by the machine's clock, within the twin's bound.
        func waitForGroup() async {
            guard let group else { return }
            for _ in 0..<Self.yieldsBeforeWaiting {
                if storedbg_twin_group_wait(group, 0) { return }
                await Task.yield()
            }
            while !storedbg_twin_group_wait(group, Self.wait) { await Task.yield() }
        }

        /// How many times a group's notification yields to the app's other jobs before it waits.
        private static let yieldsBeforeWaiting = 100
        /// How long it waits at a time, in nanoseconds: below the twin's bound for code that
        /// blocks its thread (`AppThread.blockedAfter`).
        private static let wait: UInt64 = 500_000_000
    }
}
