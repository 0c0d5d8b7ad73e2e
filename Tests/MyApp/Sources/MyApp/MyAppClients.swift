import PurchasePort

/// The clients MyApp's debugger knows by name. It lives in the library, beside the client, so
/// that the debugger executable and the tests use the same registry.
public enum MyAppClients {
    public static var registry: ClientRegistry {
        var clients = ClientRegistry()
        clients.register("myapp", summary: "MyApp: a 3-day trial, then Pro") { MyAppClient() }
        return clients
    }
}
