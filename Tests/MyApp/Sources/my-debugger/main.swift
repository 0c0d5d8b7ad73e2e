import MyApp
import StoreDebugger

StoreDebugger.main(clients: MyAppClients.registry)
