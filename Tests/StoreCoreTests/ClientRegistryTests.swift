import Testing
@testable import StoreCore

/// Clients registered by name: chosen with `client NAME`, refused with the names that exist.
struct ClientRegistryTests {
    static func registry() -> ClientRegistry {
        var clients = ClientRegistry()
        clients.register("notes", summary: "a client of our own") { ReferenceClient() }
        return clients
    }

    @Test func aRegisteredClientRunsTheApp() throws {
        var engine = Engine(clients: Self.registry())
        try engine.apply(.product(StoreProduct(id: unlockID, kind: .unlock)))
        try engine.apply(.client(.registered("notes")))
        try engine.apply(.launch)
        #expect(engine.events.contains { $0.text == "Client: notes" })
        #expect(engine.access.state == .notStarted)
        #expect(engine.currentDevice.app?.listening == true)
    }

    @Test func anUnknownClientIsRefusedWithTheNamesAndADidYouMean() {
        var engine = Engine(clients: Self.registry())
        #expect(throws: EngineError.self) { try engine.apply(.client(.registered("note"))) }
        let message = engine.refusal(of: .client(.registered("note")))?.message ?? ""
        #expect(message == "unknown client 'note'; the clients are 'reference', 'notes' and 'fault NAME'; did you mean 'notes'?")
    }

    @Test func badNamesAreNotRegisteredAndAreKeptAsProblems() {
        var clients = ClientRegistry()
        clients.register("two words") { ReferenceClient() }
        clients.register("fault") { ReferenceClient() }
        clients.register("") { ReferenceClient() }
        #expect(clients.names.isEmpty)
        #expect(clients.problems == ["a client name must be one word: 'two words'",
                                     "'fault' is a word of the scenario language; choose another client name",
                                     "a client name must be one word: ''"])
    }

    @Test func aClientChosenWhileTheAppRunsAppliesFromTheNextLaunch() throws {
        var engine = Engine()
        try engine.apply(.product(StoreProduct(id: unlockID, kind: .unlock)))
        try engine.apply(.launch)
        try engine.apply(.client(.fault(.noLaunchListener)))
        #expect(engine.events.last?.fact == .clientChosen(.fault(.noLaunchListener), appRunning: true))
        #expect(engine.events.last?.text.hasSuffix("; an app already running keeps its client until it launches again") == true)
        #expect(engine.currentDevice.app?.listening == true)
        try engine.apply(.relaunch)
        #expect(engine.currentDevice.app?.listening == false)
        #expect(engine.violations.map(\.invariant) == [.listenerMissing])
    }

    /// A client that only credits a consumable before finishing it: the credit is the delivery.
    struct CreditingClient: PurchaseClient {
        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            switch input {
            case .launched: return [.startListener, .readEntitlements(reason: "launch"), .loadProducts]
            case .user(.buy(let productID)): return [.purchase(productID: productID)]
            case .purchaseResult(_, .success(let tx, _)):
                return [.credit(transactionID: tx.id, productID: tx.productID, units: tx.quantity), .finish(transactionID: tx.id)]
            default: return []
            }
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .notStarted, reason: "nothing owned", paywallShown: false),
                         grants: [], pending: [:], knowsOwnership: true, evaluationStart: nil)
        }
    }

    @Test func aCreditIsADelivery() throws {
        var clients = ClientRegistry()
        clients.register("crediting") { CreditingClient() }
        var engine = Engine(clients: clients)
        try engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
        try engine.apply(.client(.registered("crediting")))
        try engine.apply(.launch)
        try engine.apply(.buy(productID: "coins", outcome: .success))
        #expect(engine.currentDevice.storage.consumables.balance(of: "coins") == 1)
        #expect(engine.violations.isEmpty)
    }

    /// A client that says in the log what it is told about its configuration.
    struct ConfigurationWatchingClient: PurchaseClient {
        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            switch input {
            case .launched: return [.startListener]
            case .configurationChanged: return [.log("now selling \(context.configuration.products.map(\.id).joined(separator: ", "))")]
            default: return []
            }
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .checking, reason: "watching", paywallShown: false),
                         grants: [], pending: [:], knowsOwnership: false, evaluationStart: nil)
        }
    }

    @Test func aRunningAppHearsThatItsCatalogueChanged() throws {
        var clients = ClientRegistry()
        clients.register("watcher") { ConfigurationWatchingClient() }
        var engine = Engine(clients: clients)
        try engine.apply(.client(.registered("watcher")))
        try engine.apply(.product(StoreProduct(id: "a", kind: .unlock)))
        try engine.apply(.launch)
        try engine.apply(.product(StoreProduct(id: "b", kind: .consumable)))
        #expect(engine.events.map(\.text).filter { $0.hasPrefix("now selling") } == ["now selling a, b"])
    }
}
