import MyApp
import StoreDebugger

StoreDebugger.main(clients: MyAppClients.registry, summary: "MyApp's purchase code on a simulated App Store.")
