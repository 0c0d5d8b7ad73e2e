print("storedbg")
