import StoreCore
import StoreKitTwin

/// The example controllers as storedbg clients, by name.
public enum TwinExampleClients {
    public static var registry: ClientRegistry {
        var clients = ClientRegistry()
        clients.registerTwin("twin-unlock", summary: "StoreKit 2 controller on the twin: 14-day evaluation, then a one-time unlock",
                             UnlockStore.self)
        return clients
    }
}
