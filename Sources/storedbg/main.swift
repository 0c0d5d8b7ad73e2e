import StoreDebugger

// The `storedbg` executable: the debugger with the reference client and its faults.
StoreDebugger.mainAsStoredbg()
