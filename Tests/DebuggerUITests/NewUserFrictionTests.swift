import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI
import Testing

/// The friction a new user hit (issue 13), each fixed: the prompt's editing and completion, the
/// scenario steps (skip, focus, room), clocks with time zones, dates with their year, the buy
/// picker, the message after `w`, and the filter matching what a row shows.
@Suite struct NewUserFrictionTests {
    private let unlock = SessionFixtures.unlockID

    private func screenText(_ session: DebuggerSession, _ width: Int = 80, _ height: Int = 24) -> String {
        DebuggerScreen.render(session, size: Size(width: width, height: height)).grid.text
    }

    // MARK: The : prompt

    @Test func ctrlUAfterAnErrorClearsTheWholeLine() {
        var editor = LineEditor()
        for character in "buy nope ask-to-buy" { _ = editor.handle(.character(character)) }
        _ = editor.handle(.enter)
        editor.showError("no product 'nope'", column: 5)
        #expect(editor.cursor == 19)
        _ = editor.handle(.ctrl("u"))
        #expect(editor.text.isEmpty)
    }

    @Test func tabAfterBuyFailOffersStoreKitErrorNames() {
        let catalogue = Catalogue([StoreProduct(id: "pro", kind: .unlock)])
        let line = "buy pro fail "
        let offered = PromptCompleter.candidates(text: line, cursor: line.count, catalogue: catalogue, transactionCount: 0)
        #expect(offered == StoreError.allNames)
        let typed = "buy pro fail net"
        #expect(PromptCompleter.candidates(text: typed, cursor: typed.count, catalogue: catalogue, transactionCount: 0).contains("networkError"))
    }

    // MARK: Scenario steps

    @Test func aSkippedStepIsMarkedSkippedAndNotCountedAsRun() throws {
        var session = try SessionFixtures.scenario("product pro unlock\nlaunch\napprove #5\nbuy pro\n")
        session.press("nnn")
        #expect(screenText(session).contains(" N Skip"))
        session.press("Nn")
        #expect(session.skippedStepIndexes == [2])
        let text = screenText(session)
        #expect(text.contains("Steps done: 3 run, 1 skipped"))
        #expect(text.contains("- 3 approve #5"))
        #expect(!text.contains("✓ 3 approve #5"))
        session.press("u")
        #expect(session.skippedStepIndexes == [2])
        session.press("u")
        #expect(session.skippedStepIndexes.isEmpty)
    }

    @Test func tabReachesTheStepsPaneWhichShowsMoreThanTwoRowsAt80x24() throws {
        let steps = (1...12).map { "advance \($0)d" }.joined(separator: "\n")
        var session = try SessionFixtures.scenario("product pro unlock\nlaunch\n" + steps + "\n")
        session.press("nn")
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        #expect(session.focus == .steps)
        let text = screenText(session)
        #expect(text.contains("▶ Steps: next 3 of 14"))
        for line in ["✓ 2 launch", "▶ 3 advance 1d", "  4 advance 2d"] { #expect(text.contains(line)) }
        session.press("jjjjjjjj")
        #expect(session.selectedStepIndex == 10)
        #expect(screenText(session).contains("›  11 advance 9d") || screenText(session).contains("› 11 advance 9d"))
        _ = session.handle(.tab)
        #expect(session.focus == .events)

        var demo = try SessionFixtures.demo()
        _ = demo.handle(.tab)
        _ = demo.handle(.tab)
        #expect(demo.focus == .events)
    }

    // MARK: Clocks and dates

    @Test func theClocksPaneShowsTimeZones() throws {
        var session = try SessionFixtures.demo()
        session.enter("timezone Europe/Berlin")
        let text = screenText(session)
        #expect(text.contains("True   2026-01-01 09:00 UTC"))
        #expect(text.contains("Device 2026-01-01 10:00 UTC+1"))
        session.enter("timezone Asia/Tokyo")
        #expect(screenText(session, 120, 40).contains("Device 2026-01-01 18:00 UTC+9 Asia/Tokyo"))
    }

    @Test func eventLogDatesInAnotherYearShowTheYear() throws {
        var session = try SessionFixtures.demo()
        session.enter("advance 400d")
        let text = screenText(session, 120, 40)
        #expect(text.contains("1 Jan 2026 09:00 setup: "))
        #expect(text.contains("15 Jan 2026 09:00 client: Access now expired"))
    }

    // MARK: The buy picker

    @Test func theBuyPickerStartsAtTheFirstRowEachTime() throws {
        var session = try SessionFixtures.scenario("product a unlock\nproduct b unlock\nproduct c unlock\nlaunch\n")
        session.press("nnnn")
        session.press("b")
        _ = session.handle(.down)
        _ = session.handle(.down)
        _ = session.handle(.enter)
        #expect(session.applied.last?.command == .buy(productID: "c", outcome: .success))
        session.press("b")
        #expect(session.overlay == .buyPicker(BuyPicker()))
    }

    @Test func theBuyPickerHasTypeAhead() throws {
        var session = try SessionFixtures.scenario("""
            product com.shop.gold unlock name "Gold"
            product com.shop.silver unlock name "Silver"
            product com.shop.season consumable name "Season pass"
            launch
            """)
        session.press("nnnn")
        session.press("bse")
        #expect(session.overlay == .buyPicker(BuyPicker(selection: 2, search: "se")))
        _ = session.handle(.backspace)
        #expect(session.overlay == .buyPicker(BuyPicker(selection: 1, search: "s")))
        session.press("x")
        #expect(session.overlay == .buyPicker(BuyPicker(selection: 1, search: "s")))
        #expect(session.status?.kind == .error)
        _ = session.handle(.enter)
        #expect(session.applied.last?.command == .buy(productID: "com.shop.silver", outcome: .success))
    }

    // MARK: Writing and filtering

    @Test func theMessageAfterWNamesTheProgramAsStarted() throws {
        let folder = try SessionFixtures.temporaryFolder()
        var session = try SessionFixtures.demo(in: folder)
        session.programName = "./.build/debug/storedbg"
        session.press("+w")
        #expect(session.status?.text.contains("; './.build/debug/storedbg run session-1.scenario' replays and checks it") == true)
    }

    @Test func theFilterMatchesWhatTheRowShows() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) unverified")
        session.enter("buy \(unlock)")
        session.press("/")
        for character in "unverified" { _ = session.handle(.character(character)) }
        _ = session.handle(.enter)
        #expect(session.visibleTransactions.map(\.id) == [1])
        #expect(screenText(session).contains("NO"))
    }
}
