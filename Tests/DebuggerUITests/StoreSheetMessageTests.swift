import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// A sheet of the App Store the app presents is said in the screen's messages, with how to
/// answer it at the prompt.
@Suite struct StoreSheetMessageTests {
    /// Presents the manage-subscriptions sheet when the user taps "manage".
    struct ManagingClient: PurchaseClient {
        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            context.tappedControl == "manage" ? [.presentSheet(.manageSubscriptions)] : []
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .notStarted, reason: "", paywallShown: true), grants: [], pending: [:],
                         knowsOwnership: true, evaluationStart: nil)
        }
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
