// While a StoreKit twin thread runs an app's code, work it sends to the main queue
// (`DispatchQueue.main.async`, `asyncAfter`, a work item) goes to the twin, which runs it as the
// app's main-actor code: at once in the same step, or, sent with a delay, when the device's clock
// has moved by it. Under the twin the app's main actor is not the process's main thread, whose
// queue a debugger does not run, so such work would otherwise never run, or run at a time no one
// chose.
//
// How (Linux): as twin_clock.c, by interposition. Swift's `DispatchQueue` calls libdispatch's
// `dispatch_async` and `dispatch_after`; these definitions take a call for the main queue made
// on a thread running the app's code, or from a task of the app, once a handler is installed, and
// pass every other call to libdispatch; `async(group:)` and a group's `notify(queue: .main)`
// (`dispatch_group_async`, `dispatch_group_notify`) likewise. Not taken (they reach the process's
// main queue, which a debugger does not run): a work item's `notify(queue: .main)`, a wall-clock
// `asyncAfter(wallDeadline:)`, and `sync`. A delay is measured from the machine's
// uptime now: a `DispatchTime` the app kept from an earlier step waits its whole delay again on
// the device's clock. Apple platforms: nothing is replaced.
#define _GNU_SOURCE
#include "twin_interposers.h"
#include "app_thread.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

static StoredbgTwinMainQueueHandler mainQueueHandler = NULL;
static StoredbgTwinMainQueueClaim mainQueueClaim = NULL;

void storedbg_twin_set_main_queue_handler(StoredbgTwinMainQueueHandler handler, StoredbgTwinMainQueueClaim claim) {
    __atomic_store_n(&mainQueueClaim, claim, __ATOMIC_RELEASE);
    __atomic_store_n(&mainQueueHandler, handler, __ATOMIC_RELEASE);
}

/// A block's header as the blocks runtime lays it out: `invoke` takes the block itself.
struct BlockHeader {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};

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
    ((struct BlockHeader *)block)->invoke(block);
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

// Weak, so that a build linking libdispatch statically keeps its own (and the main queue there
// is the process's) instead of failing to link.
__attribute__((weak)) void dispatch_async(void *queue, void *block) {
    StoredbgTwinMainQueueHandler handler = takerFor(queue);
    if (handler != NULL) {
        handler(blockCopy()(block), 0, NULL, 0);
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
        handler(blockCopy()(block), when > now ? when - now : 0, NULL, 0);
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
        handler(blockCopy()(block), 0, retained(group), 0);
        return;
    }
    static void *library = NULL;
    ((DispatchGroupAsync)storedbg_twin_next_function(&library, "dispatch_group_async"))(group, queue, block);
}

__attribute__((weak)) void dispatch_group_notify(void *group, void *queue, void *block) {
    StoredbgTwinMainQueueHandler handler = takerFor(queue);
    if (handler != NULL) {
        handler(blockCopy()(block), 0, retained(group), 1);
        return;
    }
    static void *library = NULL;
    ((DispatchGroupAsync)storedbg_twin_next_function(&library, "dispatch_group_notify"))(group, queue, block);
}

#endif
