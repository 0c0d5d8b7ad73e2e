// Whether the app's code runs on this thread, and whether as its main actor, for the
// interposers (twin_clock.c, twin_main_queue.c, twin_main_thread.c); which code is Foundation's.
#define _GNU_SOURCE
#include "twin_interposers.h"
#include "app_thread.h"

#include <dlfcn.h>
#include <stddef.h>
#if defined(__linux__)
#include <link.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#endif

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

static _Thread_local _Bool mainActorRuns = 0;

_Bool storedbg_twin_set_main_actor(_Bool runs) {
    _Bool before = mainActorRuns;
    mainActorRuns = runs;
    return before;
}

_Bool storedbg_twin_main_actor_runs(void) {
    return mainActorRuns;
}

void *storedbg_twin_next_function(void **cache, const char *name) {
    void *found = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        __atomic_store_n(cache, found, __ATOMIC_RELEASE);
    }
    return found;
}

#if defined(__linux__)

/// The executable code of Foundation's shared libraries, found once.
enum { maximumRanges = 16 };
static uintptr_t rangeStarts[maximumRanges];
static uintptr_t rangeEnds[maximumRanges];
static int rangeCount = 0;
static pthread_once_t rangesFound = PTHREAD_ONCE_INIT;

static int noteFoundationCode(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size;
    (void)unused;
    if (info->dlpi_name == NULL) return 0;
    const char *file = strrchr(info->dlpi_name, '/');
    if (strncmp(file != NULL ? file + 1 : info->dlpi_name, "libFoundation", 13) != 0) return 0;
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
int storedbg_twin_is_foundation(const void *address) {
    pthread_once(&rangesFound, findFoundationCode);
    uintptr_t at = (uintptr_t)address;
    for (int index = 0; index < rangeCount; index++) {
        if (at >= rangeStarts[index] && at < rangeEnds[index]) return 1;
    }
    return 0;
}

#endif
