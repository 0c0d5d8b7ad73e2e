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

/// Takes a block the app's code sent to the main queue (`DispatchQueue.main.async`, `asyncAfter`,
/// `async(group:)`, a group's `notify(queue: .main)`): the block, copied, to run once with
/// `storedbg_twin_run_block`; how long after now it was asked to run, in nanoseconds; and the
/// group it belongs to or waits for (retained), or NULL. `waitsForGroup`: run it once the group
/// is empty (`storedbg_twin_group_wait`), as `notify` does; else it was entered in the group.
typedef void (*StoredbgTwinMainQueueHandler)(void *block, uint64_t delayNanoseconds, void *group, _Bool waitsForGroup);

/// Whether main-queue work sent on a thread not running the app's code is still the app's (sent
/// from one of its tasks).
typedef _Bool (*StoredbgTwinMainQueueClaim)(void);

/// Installs the handler of main-queue work; until then it goes to libdispatch.
void storedbg_twin_set_main_queue_handler(StoredbgTwinMainQueueHandler handler, StoredbgTwinMainQueueClaim claim);

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
