// While a StoreKit twin thread runs an app's main-actor code, that code is on the main thread and
// the main queue, as it is on a device: `Thread.isMainThread` is true, `OperationQueue.current`
// is `OperationQueue.main` (and a notification for an observer on `.main` is delivered in place),
// `DispatchQueue.getSpecific(key:)` finds what the app set on `DispatchQueue.main`, and
// `dispatchPrecondition(condition: .onQueue(.main))` holds. The app's other code is not. Under
// the twin the app's main actor runs on a thread of the twin's, not the process's main thread, so
// without this a store that force-unwraps `OperationQueue.current` stops at its first callback,
// and one that checks its queue before touching its state traps.
//
// How (Linux): as twin_clock.c, by interposition. Foundation asks CoreFoundation's
// `_CFIsMainThread` (through its procedure linkage table, so the executable's definition is the
// one it calls) for `Thread.isMainThread`, `OperationQueue.current`, `Thread.current` and its
// notifications' queues; this definition answers true to Foundation's calls while the thread runs
// the app's main-actor code, and passes every other call on. libdispatch's `dispatch_get_specific`
// falls back to the main queue's value there, and `dispatch_assert_queue` holds for the main
// queue there. Not changed: `Thread.current` is the thread the twin runs the app on, and
// `dispatchPrecondition(condition: .notOnQueue(.main))` holds in main-actor code. The
// definitions are weak, for the reason twin_clock.c gives. Apple platforms: nothing is replaced.
#define _GNU_SOURCE
#include "app_thread.h"

#if defined(__linux__)

#include <stddef.h>

/// libdispatch's main queue (`dispatch_get_main_queue()` is its address).
extern char _dispatch_main_q;

typedef unsigned char (*IsMainThread)(void);
typedef void *(*GetSpecific)(const void *);
typedef void *(*QueueGetSpecific)(void *, const void *);
typedef void (*AssertQueue)(void *);

// CoreFoundation's `Boolean` is an unsigned char.
__attribute__((weak)) unsigned char _CFIsMainThread(void) {
    if (storedbg_twin_main_actor_runs() && storedbg_twin_is_foundation(__builtin_return_address(0))) return 1;
    static void *library = NULL;
    IsMainThread own = (IsMainThread)storedbg_twin_next_function(&library, "_CFIsMainThread");
    return own != NULL ? own() : 0;
}

__attribute__((weak)) void *dispatch_get_specific(const void *key) {
    static void *library = NULL;
    void *value = ((GetSpecific)storedbg_twin_next_function(&library, "dispatch_get_specific"))(key);
    if (value != NULL || !storedbg_twin_main_actor_runs()) return value;
    static void *ofQueue = NULL;
    return ((QueueGetSpecific)storedbg_twin_next_function(&ofQueue, "dispatch_queue_get_specific"))(&_dispatch_main_q, key);
}

__attribute__((weak)) void dispatch_assert_queue(void *queue) {
    if (queue == (void *)&_dispatch_main_q && storedbg_twin_main_actor_runs()) return;
    static void *library = NULL;
    ((AssertQueue)storedbg_twin_next_function(&library, "dispatch_assert_queue"))(queue);
}

#endif
