import PurchasePort

/// The Notes clients a debugger can run: `client notes`, and `client notes-buggy` with the
/// listener that finishes before it delivers.
public enum NotesClients {
    public static var registry: ClientRegistry {
        var clients = ClientRegistry()
        clients.register("notes", summary: "the Notes app's StoreController: 7-day trial, Notes Pro, coins") {
            NotesClient()
        }
        clients.register("notes-buggy", summary: "Notes with seed 001's listener: finishes updates before delivering") {
            NotesClient(updatesHandling: .finishThenRefresh)
        }
        return clients
    }
}
