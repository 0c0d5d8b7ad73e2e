/* `import os`: the C side of the os stand-in (Linux). The Swift module os holds the rest
   (Logger, os_log, OSAllocatedUnfairLock). */
#ifndef STOREDBG_OS_STAND_IN_H
#define STOREDBG_OS_STAND_IN_H

#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

/* os_unfair_lock, which purchase code and SDKs guard their state with: a lock of one word,
   zero when free (`os_unfair_lock()` in Swift), else the owning thread's id. Here a lock that
   yields the processor while it waits (contention is rare: the twin runs one app's code at a
   time). As Apple's, it stops the process on a misuse, which is the app's bug: locking it again
   on the thread that holds it, unlocking it from another, a failed assertion. */
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

static inline uint32_t storedbg_os_thread_id(void) {
    return (uint32_t)syscall(SYS_gettid);
}

static inline void storedbg_os_misuse(const char *what) {
    fprintf(stderr, "os_unfair_lock: %s (the app's bug; Apple's lock stops the process too)\n", what);
    abort();
}

static inline _Bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    uint32_t free = 0;
    return __atomic_compare_exchange_n(&lock->_os_unfair_lock_opaque, &free, storedbg_os_thread_id(), 0,
                                       __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static inline void os_unfair_lock_lock(os_unfair_lock_t lock) {
    if (__atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED) == storedbg_os_thread_id()) {
        storedbg_os_misuse("locked again by the thread that holds it");
    }
    while (!os_unfair_lock_trylock(lock)) {
        sched_yield();
    }
}

static inline void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    if (__atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED) != storedbg_os_thread_id()) {
        storedbg_os_misuse("unlocked by a thread that does not hold it");
    }
    __atomic_store_n(&lock->_os_unfair_lock_opaque, 0, __ATOMIC_RELEASE);
}

static inline void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    if (__atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED) != storedbg_os_thread_id()) {
        storedbg_os_misuse("os_unfair_lock_assert_owner failed");
    }
}

static inline void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
    if (__atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED) == storedbg_os_thread_id()) {
        storedbg_os_misuse("os_unfair_lock_assert_not_owner failed");
    }
}

#endif
