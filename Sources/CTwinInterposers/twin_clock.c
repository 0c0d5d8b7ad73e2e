// While a StoreKit twin thread runs an app's code, `Date()` there reads the simulated device's
// clock (which `advance` and `device-clock` move), as `TwinClock.now` does: purchase code that
// compares `expirationDate > Date()` compiles and runs unchanged, the same at every run.
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
// Where Foundation is linked into the executable itself (`--static-swift-stdlib`), its calls
// cannot be told from libdispatch's, and `Date()` reads the machine's clock. Apple platforms
// bind each call to the library that defined it (two-level namespaces), so there nothing is
// replaced either: use `TwinClock.now` in code that must read the device's time everywhere.
#define _GNU_SOURCE
#include "app_thread.h"

#if defined(__linux__)
#include <link.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

/// The executable code of Foundation's shared libraries, found once.
enum { maximumRanges = 16 };
static uintptr_t rangeStarts[maximumRanges];
static uintptr_t rangeEnds[maximumRanges];
static int rangeCount = 0;
static pthread_once_t rangesFound = PTHREAD_ONCE_INIT;

static int noteFoundationCode(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size;
    (void)unused;
    if (info->dlpi_name == NULL || strstr(info->dlpi_name, "libFoundation") == NULL) return 0;
    for (int index = 0; index < info->dlpi_phnum && rangeCount < maximumRanges; index++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[index];
        if (segment->p_type != PT_LOAD || (segment->p_flags & PF_X) == 0) continue;
        rangeStarts[rangeCount] = info->dlpi_addr + segment->p_vaddr;
        rangeEnds[rangeCount] = rangeStarts[rangeCount] + segment->p_memsz;
        rangeCount++;
    }
    return 0;
}

static void findFoundationCode(void) {
    dl_iterate_phdr(noteFoundationCode, NULL);
}

/// Whether the code at `address` is Foundation's.
static int isFoundation(const void *address) {
    pthread_once(&rangesFound, findFoundationCode);
    uintptr_t at = (uintptr_t)address;
    for (int index = 0; index < rangeCount; index++) {
        if (at >= rangeStarts[index] && at < rangeEnds[index]) return 1;
    }
    return 0;
}

typedef int (*ClockGettime)(clockid_t, struct timespec *);
typedef int (*Gettimeofday)(struct timeval *, void *);

int clock_gettime(clockid_t clock, struct timespec *time) {
    const struct timespec *device = storedbg_twin_app_code_time();
    if (device != NULL && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)
        && isFoundation(__builtin_return_address(0))) {
        *time = *device;
        return 0;
    }
    static void *library = NULL;
    return ((ClockGettime)storedbg_twin_next_function(&library, "clock_gettime"))(clock, time);
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    const struct timespec *device = storedbg_twin_app_code_time();
    if (device != NULL && isFoundation(__builtin_return_address(0))) {
        time->tv_sec = device->tv_sec;
        time->tv_usec = (suseconds_t)(device->tv_nsec / 1000);
        return 0;
    }
    static void *library = NULL;
    return ((Gettimeofday)storedbg_twin_next_function(&library, "gettimeofday"))(time, zone);
}

#endif
