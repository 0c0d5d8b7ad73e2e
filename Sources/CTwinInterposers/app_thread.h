// Whether the app's code runs on this thread, and the device's time there (app_thread.c).
#ifndef STOREDBG_TWIN_APP_THREAD_H
#define STOREDBG_TWIN_APP_THREAD_H

#include <time.h>

/// The device's time while the app's code runs on this thread; NULL when it does not.
const struct timespec *storedbg_twin_app_code_time(void);

/// Whether the app's main-actor code runs on this thread now (`storedbg_twin_set_main_actor`).
_Bool storedbg_twin_main_actor_runs(void);

/// The C library's or libdispatch's own `name`, looked up once in `cache` (every thread finds the
/// same address).
void *storedbg_twin_next_function(void **cache, const char *name);

#if defined(__linux__)
#include <pthread.h>

/// Whether the code at `address` is Foundation's (its shared libraries, found once).
int storedbg_twin_is_foundation(const void *address);

/// Before the app's code off the main actor waits on a condition in Foundation (`caller`): if
/// main-queue work it sent waits to run, lets `mutex` go, runs that work, takes `mutex` again and
/// returns true (the wait then returns as a spurious wake-up); else false (twin_main_queue.c).
_Bool storedbg_twin_run_main_queue_work_instead_of_waiting(pthread_mutex_t *mutex, const void *caller);
#endif

/// A block's header as the blocks runtime lays it out: `invoke` takes the block itself.
struct BlockHeader {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};

/// Runs a block (it is not released).
static inline void storedbg_twin_invoke_block(void *block) {
    ((struct BlockHeader *)block)->invoke(block);
}

#endif
