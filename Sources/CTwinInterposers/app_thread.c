// Whether the app's code runs on this thread, for the interposers (twin_clock.c,
// twin_main_queue.c).
#define _GNU_SOURCE
#include "twin_interposers.h"
#include "app_thread.h"

#include <dlfcn.h>
#include <stddef.h>

static _Thread_local int appCodeRuns = 0;
static _Thread_local struct timespec deviceClock;

void storedbg_twin_app_code_begin(int64_t seconds, int32_t nanoseconds) {
    deviceClock.tv_sec = (time_t)seconds;
    deviceClock.tv_nsec = nanoseconds;
    appCodeRuns = 1;
}

void storedbg_twin_app_code_end(void) {
    appCodeRuns = 0;
}

const struct timespec *storedbg_twin_app_code_time(void) {
    return appCodeRuns ? &deviceClock : NULL;
}

void *storedbg_twin_next_function(void **cache, const char *name) {
    void *found = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        __atomic_store_n(cache, found, __ATOMIC_RELEASE);
    }
    return found;
}
