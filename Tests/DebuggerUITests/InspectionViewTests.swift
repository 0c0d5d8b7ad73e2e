import DebuggerUI
import Foundation
import ScenarioLanguage
import ScreenTestSupport
import StoreCore
import TerminalUI
import Testing

/// Everything inspectable (issue 13): a transaction's detail on Enter, every device side by
/// side on `D` (Enter there switches, recorded and undoable), and every message kept in full on `m`.
@Suite struct InspectionViewTests {
    private let unlock = SessionFixtures.unlockID

    private func screenText(_ session: DebuggerSession, _ width: Int = 80, _ height: Int = 24) -> String {
        DebuggerScreen.render(session, size: Size(width: width, height: height)).grid.text
    }

    @Test func enterOpensTheSelectedTransactionsDetailAndEscClosesIt() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) unverified")
        session.enter("refund last")
        _ = session.handle(.enter)
        #expect(session.overlay == .transactionDetail(id: 1, scroll: 0))
        let text = screenText(session, 120, 40)
        for field in ["Transaction #1", "ID              #1", "Original ID     #1", "Product         com.example.app.permanentUnlock (Permanent Unlock)",
                      "Type            unlock", "Purchased       2026-01-01 09:00 UTC", "Orig. purchase  2026-01-01 09:00 UTC",
                      "Expires         —", "Revoked         2026-01-01 09:00 UTC", "Revoke reason   other",
                      "Ownership       purchased", "Bought on       phone", "Verification    UNVERIFIED: ", "Finished        no",
                      "Events naming #1"] {
            #expect(text.contains(field), "\(field)")
        }
        #expect(text.contains("store: Refunded #1"))
        _ = session.handle(.escape)
        #expect(session.overlay == nil)
        #expect(session.undoableCount == 2)
    }

    /// The views' box lies over the status line but for its two end columns: a status line
    /// long enough to reach the right edge showed its last character there.
    @Test func aViewLeavesNothingOfTheStatusLineBesideIt() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) ask-to-buy")
        session.show(StatusMessage("A message as long as the status line, and longer still, so that it is cut at the right edge"))
        _ = session.handle(.enter)
        let grid = DebuggerScreen.render(session, size: Size(width: 80, height: 24)).grid
        let statusRow = grid.text.split(separator: "\n", omittingEmptySubsequences: false)[22]
        #expect(statusRow == " └" + String(repeating: "─", count: 76) + "┘")
        assertSnapshot(grid, named: "detail_over_long_status_80x24")
    }

    @Test func theDetailScrollsAndNamesOnlyItsOwnTransaction() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) cancel")
        for _ in 0..<11 { session.enter("buy \(unlock) cancel") }
        session.enter("buy \(unlock)")
        session.press("kkkkkkkkkkkk")
        #expect(session.selectedTransaction?.id == 1)
        _ = session.handle(.enter)
        let text = screenText(session, 120, 40)
        #expect(text.contains("Events naming #1 ("))
        #expect(!text.contains("#12"))
        #expect(!text.contains("#13"))
        _ = session.handle(.down)
        _ = session.handle(.pageDown)
        guard case .transactionDetail(1, let scroll) = session.overlay else {
            Issue.record("detail not open: \(String(describing: session.overlay))")
            return
        }
        #expect(scroll > 1)
        // Scrolling stops at the last page, so the first key back moves the view.
        for _ in 0..<20 { _ = session.handle(.pageDown) }
        #expect(session.overlay == .transactionDetail(id: 1, scroll: scroll))
        _ = session.handle(.up)
        #expect(session.overlay == .transactionDetail(id: 1, scroll: scroll - 1))
        _ = session.handle(.pageUp)
        _ = session.handle(.pageUp)
        #expect(session.overlay == .transactionDetail(id: 1, scroll: 0))
    }

    @Test func enterWithNoTransactionExplains() throws {
        var session = try SessionFixtures.demo()
        _ = session.handle(.enter)
        #expect(session.overlay == nil)
        #expect(session.status?.kind == .error)
    }

    @Test func theDevicesViewListsEveryDeviceAndSwitchesAsTheDeviceCommand() throws {
        var session = try SessionFixtures.demo()
        session.enter("device tablet")
        session.enter("timezone Europe/Berlin")
        session.enter("launch")
        session.enter("buy \(unlock) ask-to-buy")
        session.enter("device phone")
        session.enter("offline")
        session.press("D")
        #expect(session.overlay == .devices(selection: 0))
        let text = screenText(session, 100, 30)
        #expect(text.contains("Devices (2)"))
        #expect(text.contains("▶ phone       default     running OFFLINE true     UTC       none"))
        #expect(text.contains("  tablet      default     running online  true     UTC+1     #1 com.example.app.permanentUnlo"))
        #expect(text.contains("shows [~] EVALUATION 14 days left"))
        #expect(text.contains("│>▶ phone "), "the selected row is marked in text, not only highlighted")
        session.press("j")
        #expect(screenText(session, 100, 30).contains("│>  tablet "))
        _ = session.handle(.enter)
        #expect(session.overlay == nil)
        #expect(session.engine.currentDevice.name == "tablet")
        #expect(session.applied.last?.command == .device("tablet"))
        session.press("u")
        #expect(session.engine.currentDevice.name == "phone")
    }

    /// What an app tells its user (its `.tell`) shows under its device, and only while it says it.
    @Test func theDevicesViewShowsWhatEachAppTellsItsUser() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) ask-to-buy")
        session.press("D")
        #expect(screenText(session, 100, 30).contains("    tells the user (pending) “Waiting for approval (Ask to Buy)”"))
        _ = session.handle(.escape)
        session.enter("relaunch")
        session.press("D")
        #expect(!screenText(session, 100, 30).contains("tells the user"))
    }

    @Test func everyMessageIsKeptInFull() throws {
        var session = try SessionFixtures.demo()
        session.enter("approve #9")
        _ = session.handle(.escape)
        session.press("x")
        let long = "buy \(unlock) fail networkError"
        session.enter(long)
        let texts = session.messages.messages.map(\.text)
        #expect(texts.contains { $0.hasPrefix("The key x does nothing here") })
        #expect(texts.contains { $0.hasPrefix(long) && $0.count > 80 })
        #expect(screenText(session).contains("… m: in full\n"))
        session.press("m")
        #expect(session.overlay == .messages(scroll: 0))
        let text = screenText(session, 80, 24)
        #expect(text.contains("Messages ("))
        #expect(text.contains("The key x does nothing here; ? lists the keys."))
        session.press("m")
        #expect(session.overlay == nil)
    }

    @Test func aRefusedPromptLineIsKeptAsAMessage() throws {
        var session = try SessionFixtures.demo()
        session.enter("approve #9")
        #expect(session.overlay == .prompt)
        #expect(session.messages.messages.last?.text.hasPrefix("Refused approve #9: ") == true)
        _ = session.handle(.escape)
        session.enter("advance 3x")
        #expect(session.messages.messages.last?.text.hasPrefix("Not run advance 3x: ") == true)
    }
}
