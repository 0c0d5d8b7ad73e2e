// While a StoreKit twin thread runs an app's code, `Date()` there reads the simulated device's
// clock (which `advance` and `device-clock` move), as `TwinClock.now` does: purchase code that
// compares `expirationDate > Date()` compiles and runs unchanged, the same at every run. The
// deadlines Foundation's timed waits make from such dates are moved back onto the machine's clock.
//
// How (Linux): an executable that defines a C library function which one of its shared libraries
// calls exports it, and the dynamic linker binds the library's calls to it (symbol
// interposition, as a malloc replacement works). Foundation reads the wall clock through
// `clock_gettime(CLOCK_REALTIME, …)` and `gettimeofday`; these definitions answer a call made
// from Foundation's own libraries, on a thread that set the device's time, with that time, and
// pass every other call to the C library's own. Only Foundation's: libdispatch and the C library
// turn a timeout into a wall-clock deadline the kernel then compares with the machine's clock,
// so a semaphore's `wait(timeout:)` would return at once. The monotonic clocks, which sleeps,
// semaphores and the twin's blocking bound use, are never changed.
//
// The definitions are weak: where the C library or libdispatch is linked in statically, theirs
// are kept (a `--static-swift-stdlib` debugger links and runs twin apps, with the machine's clock
// for `Date()` and no main-queue work taken). Apple platforms bind each call to the library that
// defined it (two-level namespaces), so nothing is replaced: use `TwinClock.now` in code that
// must read the device's time everywhere. A deadline is moved from the device's clock onto the
// machine's whatever the condition variable's clock: Foundation's own use the wall clock.
#define _GNU_SOURCE
#include "app_thread.h"

#if defined(__linux__)
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

typedef int (*ClockGettime)(clockid_t, struct timespec *);
typedef int (*Gettimeofday)(struct timeval *, void *);
typedef int (*CondTimedwait)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
typedef int (*MutexTimedlock)(pthread_mutex_t *, const struct timespec *);

/// The machine's own wall clock (the kernel's, should the C library's not be found).
static int machineClock(clockid_t clock, struct timespec *time) {
    static void *library = NULL;
    ClockGettime own = (ClockGettime)storedbg_twin_next_function(&library, "clock_gettime");
    return own != NULL ? own(clock, time) : (int)syscall(SYS_clock_gettime, clock, time);
}

// Weak, so that a build that links the C library or libdispatch statically keeps theirs
// (and `Date()` there reads the machine's clock) instead of failing to link.
__attribute__((weak)) int clock_gettime(clockid_t clock, struct timespec *time) {
    const struct timespec *device = storedbg_twin_app_code_time();
    if (device != NULL && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)
        && storedbg_twin_is_foundation(__builtin_return_address(0))) {
        *time = *device;
        return 0;
    }
    return machineClock(clock, time);
}

__attribute__((weak)) int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    const struct timespec *device = storedbg_twin_app_code_time();
    if (device != NULL && storedbg_twin_is_foundation(__builtin_return_address(0))) {
        time->tv_sec = device->tv_sec;
        time->tv_usec = (suseconds_t)(device->tv_nsec / 1000);
        return 0;
    }
    static void *library = NULL;
    Gettimeofday own = (Gettimeofday)storedbg_twin_next_function(&library, "gettimeofday");
    return own != NULL ? own(time, zone) : (int)syscall(SYS_gettimeofday, time, zone);
}

/// A deadline Foundation made from a `Date` (`NSCondition.wait(until:)`, `NSLock.lock(before:)`)
/// is on the device's clock, and the kernel compares it with the machine's: moved by the distance
/// between the two, it waits as long as the app asked.
static const struct timespec *machineDeadline(const struct timespec *deadline, struct timespec *moved, const void *caller) {
    const struct timespec *device = storedbg_twin_app_code_time();
    if (device == NULL || deadline == NULL || !storedbg_twin_is_foundation(caller)) return deadline;
    struct timespec machine;
    if (machineClock(CLOCK_REALTIME, &machine) != 0) return deadline;
    int64_t nanoseconds = (int64_t)deadline->tv_nsec + machine.tv_nsec - device->tv_nsec;
    int64_t seconds = (int64_t)deadline->tv_sec + machine.tv_sec - device->tv_sec;
    seconds += nanoseconds / 1000000000;
    nanoseconds %= 1000000000;
    if (nanoseconds < 0) {
        nanoseconds += 1000000000;
        seconds -= 1;
    }
    moved->tv_sec = (time_t)seconds;
    moved->tv_nsec = (long)nanoseconds;
    return moved;
}

__attribute__((weak)) int pthread_cond_timedwait(pthread_cond_t *restrict condition, pthread_mutex_t *restrict mutex,
                                                 const struct timespec *restrict deadline) {
    if (storedbg_twin_run_main_queue_work_instead_of_waiting(mutex, __builtin_return_address(0))) return 0;
    struct timespec moved;
    static void *library = NULL;
    return ((CondTimedwait)storedbg_twin_next_function(&library, "pthread_cond_timedwait"))(
        condition, mutex, machineDeadline(deadline, &moved, __builtin_return_address(0)));
}

__attribute__((weak)) int pthread_mutex_timedlock(pthread_mutex_t *restrict mutex, const struct timespec *restrict deadline) {
    struct timespec moved;
    static void *library = NULL;
    return ((MutexTimedlock)storedbg_twin_next_function(&library, "pthread_mutex_timedlock"))(
        mutex, machineDeadline(deadline, &moved, __builtin_return_address(0)));
}

#endif
