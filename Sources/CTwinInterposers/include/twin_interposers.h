// What the StoreKit twin answers for an app's own code in place of the C library and libdispatch
// (Linux): the simulated device's clock for `Date()`, and the main queue.
#ifndef STOREDBG_TWIN_INTERPOSERS_H
#define STOREDBG_TWIN_INTERPOSERS_H

#include <stdint.h>

/// The app's code runs on this thread from now on, at this device time (seconds and nanoseconds
/// since 1970): Foundation's wall-clock reads here give it, and work sent to the main queue goes
/// to the twin. Linux only; elsewhere nothing changes.
void storedbg_twin_app_code_begin(int64_t seconds, int32_t nanoseconds);

/// The app's code no longer runs on this thread.
void storedbg_twin_app_code_end(void);

/// Whether what runs on this thread from now on is the app's main-actor code: there the main
/// thread and the main queue are this thread's (twin_main_thread.c). Returns what it was before.
_Bool storedbg_twin_set_main_actor(_Bool runs);

/// When the twin runs a block the app's code sent to the main queue.
typedef enum __attribute__((enum_extensibility(closed))) {
    /// After the job running now, in turn, as the main queue takes its work.
    StoredbgTwinMainQueueTurnInTurn,
    /// In turn, or before that if the code that sent it waits first (a semaphore, a condition, an
    /// operation): sent with no delay by the app's code that is not main-actor code, on a twin
    /// thread. The twin runs one job of the app at a time, so while that code waits no main-actor
    /// code runs, and on a device the main thread would take the work meanwhile.
    StoredbgTwinMainQueueTurnInTurnOrWhileWaiting,
    /// Now, before the call returns: `sync` from the app's code that is not main-actor code.
    StoredbgTwinMainQueueTurnNow,
} StoredbgTwinMainQueueTurn;

/// Takes a block the app's code sent to the main queue (`DispatchQueue.main.async`, `asyncAfter`,
/// `async(group:)`, a group's `notify(queue: .main)`, `sync`): the block, copied, to run once with
/// `storedbg_twin_run_block`; how long after now it was asked to run, in nanoseconds; the group it
/// belongs to or waits for (retained), or NULL; and when it runs. `waitsForGroup`: run it once the
/// group is empty (`storedbg_twin_group_wait`), as `notify` does; else it was entered in the group.
typedef void (*StoredbgTwinMainQueueHandler)(void *block, uint64_t delayNanoseconds, void *group, _Bool waitsForGroup,
                                             StoredbgTwinMainQueueTurn turn);

/// Whether main-queue work sent on a thread not running the app's code is still the app's (sent
/// from one of its tasks).
typedef _Bool (*StoredbgTwinMainQueueClaim)(void);

/// Whether work the handler took as `StoredbgTwinMainQueueTurnInTurnOrWhileWaiting` on this
/// thread's app has not run yet; `run`: runs it first, as main-actor code, in the order it was
/// sent (then whether any ran).
typedef _Bool (*StoredbgTwinMainQueueWaiting)(_Bool run);

/// Installs the handler of main-queue work; until then it goes to libdispatch.
void storedbg_twin_set_main_queue_handler(StoredbgTwinMainQueueHandler handler, StoredbgTwinMainQueueClaim claim,
                                          StoredbgTwinMainQueueWaiting waiting);

/// Runs a block the handler was given and releases it; a block entered in `group` then leaves it.
/// Releases `group` (NULL: none).
void storedbg_twin_run_block(void *block, void *group, _Bool enteredGroup);

/// Whether nothing is left in `group`, waiting up to `nanoseconds` (0: not at all) by the
/// machine's clock.
_Bool storedbg_twin_group_wait(void *group, uint64_t nanoseconds);

#if defined(__linux__)
/// The address of the runtime's `swift_task_enqueueGlobal_hook` (runtime_hooks.c).
void **storedbg_twin_enqueue_global_hook(void);

/// The address of the runtime's `swift_task_getMainExecutor_hook`.
void **storedbg_twin_get_main_executor_hook(void);
#endif

#endif
