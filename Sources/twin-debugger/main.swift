import StoreDebugger
import TwinExamples

// twin-debugger: storedbg with the StoreKit 2 example controllers, run on the twin, as clients.
StoreDebugger.main(clients: TwinExampleClients.registry)
