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

/// Takes a block the app's code sent to the main queue (`DispatchQueue.main.async`, `asyncAfter`):
/// the block, copied (run it once with `storedbg_twin_run_block`), and how long after now it was
/// asked to run, in nanoseconds.
typedef void (*StoredbgTwinMainQueueHandler)(void *block, uint64_t delayNanoseconds);

/// Whether main-queue work sent on a thread not running the app's code is still the app's (sent
/// from one of its tasks).
typedef _Bool (*StoredbgTwinMainQueueClaim)(void);

/// Installs the handler of main-queue work; until then it goes to libdispatch.
void storedbg_twin_set_main_queue_handler(StoredbgTwinMainQueueHandler handler, StoredbgTwinMainQueueClaim claim);

/// Runs a block the handler was given, and releases it.
void storedbg_twin_run_block(void *block);

#endif
