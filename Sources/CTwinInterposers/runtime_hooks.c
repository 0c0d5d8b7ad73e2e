// The Swift concurrency runtime's hooks the twin sets (Sources/StoreKitTwin/Executor/RuntimeHooks.swift),
// referenced directly (Linux): found by the linker in the runtime, shared or linked in statically
// (`--static-swift-stdlib`), where looking them up by name at run time finds nothing.
#include "twin_interposers.h"

#if defined(__linux__)

extern void *swift_task_enqueueGlobal_hook;
extern void *swift_task_getMainExecutor_hook;

void **storedbg_twin_enqueue_global_hook(void) {
    return &swift_task_enqueueGlobal_hook;
}

void **storedbg_twin_get_main_executor_hook(void) {
    return &swift_task_getMainExecutor_hook;
}

#endif
