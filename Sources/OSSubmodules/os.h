/* `import os`: the C side of the os stand-in (Linux). The Swift module os holds the rest
   (Logger, os_log, OSAllocatedUnfairLock). */
#ifndef STOREDBG_OS_STAND_IN_H
#define STOREDBG_OS_STAND_IN_H

#include <sched.h>
#include <stdint.h>

/* os_unfair_lock, which purchase code and SDKs guard their state with: a lock of one word,
   zero when free (`os_unfair_lock()` in Swift). Here a spin lock that yields the processor while
   it waits; the owner is not recorded, so the assertions check nothing. */
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

static inline void os_unfair_lock_lock(os_unfair_lock_t lock) {
    while (__atomic_exchange_n(&lock->_os_unfair_lock_opaque, 1, __ATOMIC_ACQUIRE) != 0) {
        sched_yield();
    }
}

static inline _Bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    return __atomic_exchange_n(&lock->_os_unfair_lock_opaque, 1, __ATOMIC_ACQUIRE) == 0;
}

static inline void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    __atomic_store_n(&lock->_os_unfair_lock_opaque, 0, __ATOMIC_RELEASE);
}

static inline void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    (void)lock;
}

static inline void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
    (void)lock;
}

#endif
