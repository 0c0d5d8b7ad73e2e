// While a StoreKit twin thread runs an app's code, work it sends to the main queue
// (`DispatchQueue.main.async`, `asyncAfter`, a work item, `sync`) goes to the twin, which runs it
// as the app's main-actor code: sent from main-actor code, after the job that sent it, in the
// same step; sent from the app's other code, before the call returns, as the main thread would
// take it at once (the twin runs one job of the app at a time, so no main-actor code runs then);
// sent with a delay, when the device's clock has moved by it. Under the twin the app's main actor
// is not the process's main thread, whose queue a debugger does not run, so such work would
// otherwise never run, or run at a time no one chose, and code that waits for it (a notification
// to an observer on `.main` posted from a task, a semaphore the work signals, `sync`) would block.
//
// How (Linux): as twin_clock.c, by interposition. Swift's `DispatchQueue` calls libdispatch's
// `dispatch_async`, `dispatch_after` and `dispatch_sync`; these definitions take a call for the
// main queue made on a thread running the app's code, or from a task of the app, once a handler
// is installed, and pass every other call to libdispatch; `async(group:)` and a group's
// `notify(queue: .main)` (`dispatch_group_async`, `dispatch_group_notify`) likewise. Not taken
// (they reach the process's main queue, which a debugger does not run): a work item's
// `notify(queue: .main)`, a wall-clock `asyncAfter(wallDeadline:)`, and `sync` from a thread not
// running the app's code or from main-actor code (which on a device never returns either). A
// delay is measured from the machine's uptime now: a `DispatchTime` the app kept from an earlier
// step waits its whole delay again on the device's clock. Apple platforms: nothing is replaced.
#define _GNU_SOURCE
#include "twin_interposers.h"
#include "app_thread.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

static StoredbgTwinMainQueueHandler mainQueueHandler = NULL;
static StoredbgTwinMainQueueClaim mainQueueClaim = NULL;
static StoredbgTwinMainQueueWaiting mainQueueWaiting = NULL;

void storedbg_twin_set_main_queue_handler(StoredbgTwinMainQueueHandler handler, StoredbgTwinMainQueueClaim claim,
                                          StoredbgTwinMainQueueWaiting waiting) {
    __atomic_store_n(&mainQueueClaim, claim, __ATOMIC_RELEASE);
    __atomic_store_n(&mainQueueWaiting, waiting, __ATOMIC_RELEASE);
    __atomic_store_n(&mainQueueHandler, handler, __ATOMIC_RELEASE);
}

typedef void *(*BlockCopy)(const void *);
typedef void (*BlockRelease)(const void *);

/// The blocks runtime's copy, NULL if it cannot be found (then the work goes to libdispatch).
static BlockCopy blockCopy(void) {
    static void *copy = NULL;
    return (BlockCopy)storedbg_twin_next_function(&copy, "_Block_copy");
}

typedef void (*GroupCall)(void *);
typedef long (*GroupWait)(void *, uint64_t);
typedef uint64_t (*DispatchTime)(uint64_t, int64_t);

/// libdispatch's `name`, taking a group or an object.
static GroupCall dispatchCall(void **cache, const char *name) {
    return (GroupCall)storedbg_twin_next_function(cache, name);
}

void storedbg_twin_run_block(void *block, void *group, _Bool enteredGroup) {
    storedbg_twin_invoke_block(block);
    static void *release = NULL;
    BlockRelease releaseBlock = (BlockRelease)storedbg_twin_next_function(&release, "_Block_release");
    if (releaseBlock != NULL) releaseBlock(block);
    if (group == NULL) return;
    static void *leave = NULL, *releaseObject = NULL;
    if (enteredGroup) dispatchCall(&leave, "dispatch_group_leave")(group);
    dispatchCall(&releaseObject, "dispatch_release")(group);
}

_Bool storedbg_twin_group_wait(void *group, uint64_t nanoseconds) {
    static void *wait = NULL, *time = NULL;
    uint64_t deadline = nanoseconds == 0 ? 0 : ((DispatchTime)storedbg_twin_next_function(&time, "dispatch_time"))(0, (int64_t)nanoseconds);
    return ((GroupWait)storedbg_twin_next_function(&wait, "dispatch_group_wait"))(group, deadline) == 0;
}

#if defined(__linux__)

/// libdispatch's main queue (`dispatch_get_main_queue()` is its address).
extern char _dispatch_main_q;

typedef void (*DispatchAsync)(void *, void *);
typedef void (*DispatchAfter)(uint64_t, void *, void *);

/// The handler, when `queue` is the main queue and the work is the app's: sent on a thread
/// running its code, or from a task of the app the twin claims (`claim`); else NULL.
static StoredbgTwinMainQueueHandler takerFor(void *queue) {
    if (queue != (void *)&_dispatch_main_q || blockCopy() == NULL) return NULL;
    StoredbgTwinMainQueueHandler handler = __atomic_load_n(&mainQueueHandler, __ATOMIC_ACQUIRE);
    if (handler == NULL) return NULL;
    if (storedbg_twin_app_code_time() != NULL) return handler;
    StoredbgTwinMainQueueClaim claim = __atomic_load_n(&mainQueueClaim, __ATOMIC_ACQUIRE);
    return claim != NULL && claim() ? handler : NULL;
}

/// Whether the calling code is the app's, on a twin thread, and not its main-actor code: work it
/// sends to the main queue with no delay may run while it waits, and `sync` runs at once.
static _Bool sentOffTheMainActor(void) {
    return storedbg_twin_app_code_time() != NULL && !storedbg_twin_main_actor_runs();
}

/// The turn of work sent with no delay.
static StoredbgTwinMainQueueTurn turnOfWork(void) {
    return sentOffTheMainActor() ? StoredbgTwinMainQueueTurnInTurnOrWhileWaiting : StoredbgTwinMainQueueTurnInTurn;
}

// Weak, so that a build linking libdispatch statically keeps its own (and the main queue there
// is the process's) instead of failing to link.
__attribute__((weak)) void dispatch_async(void *queue, void *block) {
    StoredbgTwinMainQueueHandler handler = takerFor(queue);
    if (handler != NULL) {
        handler(blockCopy()(block), 0, NULL, 0, turnOfWork());
        return;
    }
    static void *library = NULL;
    ((DispatchAsync)storedbg_twin_next_function(&library, "dispatch_async"))(queue, block);
}

__attribute__((weak)) void dispatch_after(uint64_t when, void *queue, void *block) {
    StoredbgTwinMainQueueHandler handler = takerFor(queue);
    // A deadline on the monotonic clock (`DispatchTime`): its distance from now. A wall-clock
    // deadline (`DispatchWallTime`, the top bit set) or `.distantFuture` goes to libdispatch.
    if (handler != NULL && (int64_t)when >= 0) {
        static void *time = NULL;
        uint64_t now = ((DispatchTime)storedbg_twin_next_function(&time, "dispatch_time"))(0, 0);
        uint64_t delay = when > now ? when - now : 0;
        handler(blockCopy()(block), delay, NULL, 0, delay == 0 ? turnOfWork() : StoredbgTwinMainQueueTurnInTurn);
        return;
    }
    static void *library = NULL;
    ((DispatchAfter)storedbg_twin_next_function(&library, "dispatch_after"))(when, queue, block);
}

typedef void (*DispatchGroupAsync)(void *, void *, void *);

/// The group, retained for the handler.
static void *retained(void *group) {
    static void *retain = NULL;
    dispatchCall(&retain, "dispatch_retain")(group);
    return group;
}

__attribute__((weak)) void dispatch_group_async(void *group, void *queue, void *block) {
    StoredbgTwinMainQueueHandler handler = takerFor(queue);
    if (handler != NULL) {
        static void *enter = NULL;
        dispatchCall(&enter, "dispatch_group_enter")(group);
        handler(blockCopy()(block), 0, retained(group), 0, turnOfWork());
        return;
    }
    static void *library = NULL;
    ((DispatchGroupAsync)storedbg_twin_next_function(&library, "dispatch_group_async"))(group, queue, block);
}

__attribute__((weak)) void dispatch_group_notify(void *group, void *queue, void *block) {
    StoredbgTwinMainQueueHandler handler = takerFor(queue);
    if (handler != NULL) {
        handler(blockCopy()(block), 0, retained(group), 1, StoredbgTwinMainQueueTurnInTurn);
        return;
    }
    static void *library = NULL;
    ((DispatchGroupAsync)storedbg_twin_next_function(&library, "dispatch_group_notify"))(group, queue, block);
}

typedef void (*DispatchSync)(void *, void *);

/// `DispatchQueue.main.sync` from the app's code off the main actor: the work runs as main-actor
/// code, after what it sent before, before returning. From main-actor code it goes to libdispatch
/// and never returns, as on a device (the twin gives the app up).
__attribute__((weak)) void dispatch_sync(void *queue, void *block) {
    StoredbgTwinMainQueueHandler handler = takerFor(queue);
    if (handler != NULL && sentOffTheMainActor()) {
        handler(blockCopy()(block), 0, NULL, 0, StoredbgTwinMainQueueTurnNow);
        return;
    }
    static void *library = NULL;
    ((DispatchSync)storedbg_twin_next_function(&library, "dispatch_sync"))(queue, block);
}

// Waits. While the app's code off the main actor waits, the main-queue work it sent runs first
// (`StoredbgTwinMainQueueTurnInTurnOrWhileWaiting`): what it waits for is often that work's end.

/// Whether main-queue work the app's code sent off the main actor waits to run; `run`: runs it
/// first (then whether any ran).
static _Bool waitingMainQueueWork(_Bool run) {
    if (!sentOffTheMainActor()) return 0;
    StoredbgTwinMainQueueWaiting waiting = __atomic_load_n(&mainQueueWaiting, __ATOMIC_ACQUIRE);
    return waiting != NULL && waiting(run);
}

_Bool storedbg_twin_run_main_queue_work_instead_of_waiting(pthread_mutex_t *mutex, const void *caller) {
    // Only Foundation's waits (an operation's, `NSCondition`'s): other code waiting on a
    // condition (the runtime's, a library's) may hold locks the work would take. Only when work
    // waits: the mutex is let go only to return at once (a spurious wake-up, which a condition's
    // callers allow for). Let go and taken again to then wait after all, a signal sent in
    // between would be lost.
    if (!storedbg_twin_is_foundation(caller) || !waitingMainQueueWork(0)) return 0;
    pthread_mutex_unlock(mutex);
    waitingMainQueueWork(1);
    pthread_mutex_lock(mutex);
    return 1;
}

typedef int (*CondWait)(pthread_cond_t *, pthread_mutex_t *);
typedef long (*SemaphoreWait)(void *, uint64_t);

__attribute__((weak)) int pthread_cond_wait(pthread_cond_t *restrict condition, pthread_mutex_t *restrict mutex) {
    if (storedbg_twin_run_main_queue_work_instead_of_waiting(mutex, __builtin_return_address(0))) return 0;
    static void *library = NULL;
    return ((CondWait)storedbg_twin_next_function(&library, "pthread_cond_wait"))(condition, mutex);
}

__attribute__((weak)) long dispatch_semaphore_wait(void *semaphore, uint64_t timeout) {
    waitingMainQueueWork(1);
    static void *library = NULL;
    return ((SemaphoreWait)storedbg_twin_next_function(&library, "dispatch_semaphore_wait"))(semaphore, timeout);
}

__attribute__((weak)) long dispatch_group_wait(void *group, uint64_t timeout) {
    waitingMainQueueWork(1);
    static void *library = NULL;
    return ((SemaphoreWait)storedbg_twin_next_function(&library, "dispatch_group_wait"))(group, timeout);
}

#endif
