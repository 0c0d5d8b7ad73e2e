import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI
import Testing

/// A sheet of the App Store the app presents is said in the screen's messages, with how to
/// answer it at the prompt.
@Suite struct StoreSheetMessageTests {
    /// Presents the manage-subscriptions sheet when the user taps "manage".
    struct ManagingClient: PurchaseClient {
        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            if case .user(.buy(let id)) = input {
                return [.purchaseWithAccountToken(productID: id, offer: nil, appAccountToken: StoreSheetMessageTests.token)]
            }
            return context.tappedControl == "manage" ? [.presentSheet(.manageSubscriptions)] : []
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .notStarted, reason: "", paywallShown: true), grants: [], pending: [:],
                         knowsOwnership: true, evaluationStart: nil)
        }
    }

    private func screenText(_ session: DebuggerSession, _ width: Int, _ height: Int) -> String {
        DebuggerScreen.render(session, size: Size(width: width, height: height)).grid.text
    }

    static let token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    @Test func theDetailViewShowsTheAppAccountToken() throws {
        var clients = ClientRegistry()
        clients.register("managing") { ManagingClient() }
        let setup = [Command.product(StoreProduct(id: "p", kind: .unlock)), .client(.registered("managing")), .launch]
            .map { AppliedCommand(command: $0, text: CommandFormatter.format($0), origin: .setup) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString)")
        var session = DebuggerSession(title: "token", setup: setup, scenario: nil, scenarioFolder: folder, clients: clients)
        session.enter("buy p")
        _ = session.handle(.enter)
        #expect(session.overlay == .transactionDetail(id: 1, scroll: 0))
        #expect(screenText(session, 120, 40).contains("Account token   E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    }

    @Test func aPresentedSheetIsToldWithItsAnswers() throws {
        var clients = ClientRegistry()
        clients.register("managing") { ManagingClient() }
        let setup = [Command.client(.registered("managing")), .launch]
            .map { AppliedCommand(command: $0, text: CommandFormatter.format($0), origin: .setup) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString)")
        var session = DebuggerSession(title: "sheets", setup: setup, scenario: nil, scenarioFolder: folder, clients: clients)
        session.enter("tap manage")
        #expect(session.messages.messages.last?.text
            == "The app shows the App Store's manage-subscriptions sheet: answer it with :sheet close|cancel-subscription|change-plan ID")
        _ = session.handle(.escape)
        session.enter("sheet close")
        #expect(session.messages.messages.last?.text.hasPrefix("sheet close → The customer answers the manage-subscriptions sheet: close") == true)
    }
}
