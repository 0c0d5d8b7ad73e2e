import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI
import Testing

/// A consumable bought several at a time (`.purchaseQuantity`) is one transaction for that many
/// units, which the detail view shows.
@Suite struct PurchaseQuantityDetailTests {
    /// Buys three units of whatever the user taps; eleven of `bulk`.
    struct BulkClient: PurchaseClient {
        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            guard case .user(.buy(let id)) = input else { return [] }
            return [.purchaseQuantity(productID: id, quantity: id == "bulk" ? 11 : 3, offer: nil, appAccountToken: nil)]
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .notStarted, reason: "", paywallShown: true), grants: [], pending: [:],
                         knowsOwnership: true, evaluationStart: nil)
        }
    }

    @Test func theDetailViewShowsTheQuantity() throws {
        var clients = ClientRegistry()
        clients.register("bulk") { BulkClient() }
        let setup = [Command.product(StoreProduct(id: "coins", kind: .consumable)), Command.product(StoreProduct(id: "pro", kind: .unlock)),
                     .client(.registered("bulk")), .launch]
            .map { AppliedCommand(command: $0, text: CommandFormatter.format($0), origin: .setup) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quantity-\(UUID().uuidString)")
        var session = DebuggerSession(title: "quantity", setup: setup, scenario: nil, scenarioFolder: folder, clients: clients)
        session.enter("buy coins")
        _ = session.handle(.enter)
        #expect(session.overlay == .transactionDetail(id: 1, scroll: 0))
        #expect(DebuggerScreen.render(session, size: Size(width: 120, height: 40)).grid.text.contains("Quantity        3"))

        _ = session.handle(.escape)
        session.enter("buy pro")
        _ = session.handle(.enter)
        #expect(session.overlay == .transactionDetail(id: 2, scroll: 0))
        #expect(DebuggerScreen.render(session, size: Size(width: 120, height: 40)).grid.text.contains("Quantity        1"),
                "a non-consumable is bought one at a time")
    }

    /// The store takes StoreKit's range, 1 to 10, from a client of the port too: eleven fail with
    /// `invalidQuantity` and nothing is recorded.
    @Test func aQuantityOutOfRangeFails() throws {
        var clients = ClientRegistry()
        clients.register("bulk") { BulkClient() }
        let setup = [Command.product(StoreProduct(id: "bulk", kind: .consumable)), .client(.registered("bulk")), .launch]
            .map { AppliedCommand(command: $0, text: CommandFormatter.format($0), origin: .setup) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quantity-\(UUID().uuidString)")
        var session = DebuggerSession(title: "quantity", setup: setup, scenario: nil, scenarioFolder: folder, clients: clients)
        session.enter("buy bulk")
        #expect(session.engine.store.transactions.isEmpty, "eleven are refused before the store records anything")
    }
}
