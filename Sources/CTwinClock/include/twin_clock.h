// The simulated device's clock for the app's own code under the StoreKit twin.
#ifndef STOREDBG_TWIN_CLOCK_H
#define STOREDBG_TWIN_CLOCK_H

#include <stdint.h>

/// From now on this thread's wall-clock reads (`clock_gettime` of `CLOCK_REALTIME`, `gettimeofday`:
/// what Foundation's `Date()` makes) give this instant, seconds and nanoseconds since 1970, instead
/// of the machine's. Linux only; elsewhere nothing changes.
void storedbg_twin_clock_begin(int64_t seconds, int32_t nanoseconds);

/// This thread reads the machine's clock again.
void storedbg_twin_clock_end(void);

#endif
