// Whether the app's code runs on this thread, and the device's time there (app_thread.c).
#ifndef STOREDBG_TWIN_APP_THREAD_H
#define STOREDBG_TWIN_APP_THREAD_H

#include <time.h>

/// The device's time while the app's code runs on this thread; NULL when it does not.
const struct timespec *storedbg_twin_app_code_time(void);

/// The C library's or libdispatch's own `name`, looked up once in `cache` (every thread finds the
/// same address).
void *storedbg_twin_next_function(void **cache, const char *name);

#endif
