import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI
import Testing

@Suite struct DebuggerSessionTests {
    private let unlock = SessionFixtures.unlockID

    // MARK: Keys → commands

    @Test func theDemoStartsInAFourteenDayEvaluation() throws {
        let session = try SessionFixtures.demo()
        #expect(session.engine.access.state.name == "evaluation")
        #expect(session.engine.access.reason.contains("14 days left"))
        #expect(session.undoableCount == 0)
        #expect(!session.hasUnwrittenCommands)
    }

    @Test func plusAdvancesTheClockOneDay() throws {
        var session = try SessionFixtures.demo()
        let before = session.engine.store.now
        session.press("+")
        #expect(session.applied.last?.command == .advance(.days(1)))
        #expect(session.engine.store.now == before.addingTimeInterval(86_400))
        #expect(session.engine.access.reason.contains("13 days left"))
    }

    @Test func theBuyPickerBuysTheHighlightedProduct() throws {
        var session = try SessionFixtures.demo()
        session.press("b")
        #expect(session.overlay == .buyPicker(BuyPicker()))
        _ = session.handle(.enter)
        #expect(session.overlay == nil)
        #expect(session.applied.last?.command == .buy(productID: unlock, outcome: .success))
        #expect(session.engine.access.state == .unlocked)
    }

    @Test func aInThePickerAsksToBuyAndAApprovesTheNewTransaction() throws {
        var session = try SessionFixtures.demo()
        session.press("ba")
        #expect(session.applied.last?.command == .buy(productID: unlock, outcome: .askToBuy))
        #expect(session.selectedTransaction?.id == 1)
        session.press("a")
        #expect(session.applied.last?.command == .approve(.id(1)))
        #expect(session.engine.access.state == .unlocked)
    }

    @Test func declineActsOnTheSelectedTransaction() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) ask-to-buy")
        session.press("d")
        #expect(session.applied.last?.command == .decline(.id(1)))
        #expect(session.engine.store.transactions[0].state == .declined)
    }

    @Test func keysDoNothingWhileTheTerminalIsTooSmall() throws {
        var session = try SessionFixtures.demo()
        #expect(DebuggerScreen.layout(of: session, size: Size(width: 60, height: 20)) == nil)
        for key in "+q" { _ = session.handle(.character(key), at: Size(width: 60, height: 20)) }
        #expect(session.applied.count == (try SessionFixtures.demo()).applied.count)
        #expect(session.overlay == nil)
        session.press("+")
        #expect(session.undoableCount == 1)
    }

    @Test func pagingMovesByWhatThePaneShows() throws {
        var session = try SessionFixtures.demo()
        for _ in 0..<20 { session.enter("buy-elsewhere \(unlock)") ; session.enter("refund last") }
        let last = try #require(session.selectedTransaction?.id)
        _ = session.handle(.pageUp, at: Size(width: 80, height: 24))
        // At 80x24 the transaction box shows 4 rows: a page moves 3, keeping one in view.
        #expect(session.selectedTransaction?.id == last.advanced(by: -3))
        _ = session.handle(.pageUp, at: Size(width: 120, height: 40))
        #expect((session.selectedTransaction?.id ?? 0).distance(to: last.advanced(by: -3)) > 3)
    }

    @Test func arrowsMoveTheSelection() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) cancel")
        session.enter("buy \(unlock) ask-to-buy")
        #expect(session.selectedTransaction?.id == 2)
        _ = session.handle(.up)
        #expect(session.selectedTransaction?.id == 1)
        _ = session.handle(.up)
        #expect(session.selectedTransaction?.id == 1)
        session.press("j")
        #expect(session.selectedTransaction?.id == 2)
    }

    @Test func aKeyWithNothingSelectedExplainsAndChangesNothing() throws {
        var session = try SessionFixtures.demo()
        session.press("a")
        #expect(session.undoableCount == 0)
        #expect(session.status?.kind == .error)
        #expect(session.status?.text.contains("buy something first") == true)
    }

    @Test func aRefusedKeyActionChangesNothing() throws {
        var session = try SessionFixtures.demo()
        session.press("b")
        _ = session.handle(.enter)
        let steps = session.engine.stepCount
        session.press("a")
        #expect(session.engine.stepCount == steps)
        #expect(session.status?.kind == .error)
        #expect(session.status?.text.hasPrefix("Refused approve #1") == true)
    }

    // MARK: Confirmation

    @Test func refundAsksFirstAndAnyKeyButYesKeepsEverything() throws {
        var session = try SessionFixtures.demo()
        session.press("b")
        _ = session.handle(.enter)
        session.press("r")
        guard case .confirmation(let pending) = session.overlay else {
            Issue.record("refund did not ask: \(String(describing: session.overlay))")
            return
        }
        #expect(pending.question.contains("refund #1"))
        session.press("n")
        #expect(session.overlay == nil)
        #expect(session.applied.last?.command == .buy(productID: unlock, outcome: .success))
        #expect(session.engine.access.state == .unlocked)

        session.press("ry")
        #expect(session.applied.last?.command == .refund(.id(1), .other))
        #expect(session.engine.access.state.name == "evaluation")
    }

    @Test func expireAsksFirstButARefusedOneIsRefusedWithoutAsking() throws {
        var unlock = try SessionFixtures.demo()
        unlock.press("b")
        _ = unlock.handle(.enter)
        unlock.press("e")
        #expect(unlock.overlay == nil)
        #expect(unlock.status?.text.hasPrefix("Refused expire #1:") == true)

        var session = try SessionFixtures.scenario("product s subscription g P1M\nlaunch\nbuy s\n")
        session.press("nnn")
        session.press("e")
        #expect({ if case .confirmation = session.overlay { return true } else { return false } }())
        _ = session.handle(.escape)
        #expect(session.applied.count == 3)
    }

    @Test func aRefusedScenarioStepCanBeSkipped() throws {
        var session = try SessionFixtures.scenario("product pro unlock\nlaunch\napprove #5\nbuy pro\n")
        session.press("nnn")
        #expect(session.nextStepIndex == 2)
        // The hint comes before the engine's message, so an 80-column status line keeps it.
        #expect(session.status?.text.hasPrefix("Line 3 refused (N skips it, n retries):") == true)
        session.press("Nn")
        #expect(session.nextStepIndex == 4)
        #expect(session.engine.store.transactions.count == 1)
    }

    @Test func wInTheQuitConfirmationWritesThenQuits() throws {
        let folder = try SessionFixtures.temporaryFolder()
        var session = try SessionFixtures.demo(in: folder)
        session.press("+")
        session.press("q")
        #expect(session.press("w") == .quit)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("session-1.scenario").path))
    }

    @Test func quitAsksOnlyWhenCommandsAreNotWritten() throws {
        var fresh = try SessionFixtures.demo()
        #expect(fresh.press("q") == .quit)

        var session = try SessionFixtures.demo()
        session.press("+")
        #expect(session.press("q") == .continue)
        #expect({ if case .confirmation = session.overlay { return true } else { return false } }())
        #expect(session.press("n") == .continue)
        #expect(session.press("qy") == .quit)

        session.press("w")
        #expect(!session.hasUnwrittenCommands)
        #expect(session.press("q") == .quit)
    }

    /// Stepping through the open file, and taking its steps back, writes nothing new: quit does not
    /// ask. A command of the user's own among them does.
    @Test func stepsOfTheOpenFileNeedNoWriting() throws {
        var session = try SessionFixtures.scenario("product pro unlock\nlaunch\nbuy pro\n")
        session.press("nnn")
        #expect(session.nextStepIndex == 3)
        #expect(!session.hasUnwrittenCommands)
        session.press("u")
        #expect(session.nextStepIndex == 2)
        #expect(!session.hasUnwrittenCommands)
        session.press("+")
        #expect(session.hasUnwrittenCommands)
        session.press("n")
        #expect(session.hasUnwrittenCommands)
        #expect(session.press("q") == .continue)
    }

    // MARK: Undo

    @Test func undoTakesBackSeveralStepsToTheStart() throws {
        let start = try SessionFixtures.demo()
        var session = start
        session.enter("buy \(unlock) ask-to-buy")
        session.press("a+")
        session.enter("advance 3d")
        #expect(session.undoableCount == 4)

        session.press("u")
        #expect(session.applied.last?.command == .advance(.days(1)))
        #expect(session.engine.store.now == start.engine.store.now.addingTimeInterval(86_400))
        session.press("uu")
        #expect(session.engine.store.transactions.map(\.state) == [.pending])
        session.press("u")
        #expect(session.engine.store.transactions.isEmpty)
        #expect(session.engine.events == start.engine.events)
        #expect(session.engine.access == start.engine.access)

        session.press("u")
        #expect(session.status?.text.hasPrefix("Nothing to undo") == true)
        #expect(session.applied == start.applied)
    }

    @Test func undoOfAScenarioStepMovesTheStepBack() throws {
        var session = try SessionFixtures.scenario(stepsScenario)
        session.press("nn")
        #expect(session.nextStepIndex == 2)
        session.press("+u")
        #expect(session.nextStepIndex == 2)
        session.press("u")
        #expect(session.nextStepIndex == 1)
        session.press("n")
        #expect(session.nextStepIndex == 2)
    }

    // MARK: Prompt

    @Test func aPromptLineThatDoesNotParseShowsItsColumnAndChangesNothing() throws {
        var session = try SessionFixtures.demo()
        let before = session.engine.stepCount
        session.enter("buy com.example.nope")
        #expect(session.overlay == .prompt)
        let error = try #require(session.prompt.editor.error)
        #expect(error.column == 5)
        #expect(error.message.contains("com.example.nope"))
        #expect(session.engine.stepCount == before)
        #expect(session.undoableCount == 0)

        _ = session.handle(.escape)
        #expect(session.overlay == nil)
        #expect(session.prompt.editor.history == ["buy com.example.nope"])
    }

    @Test func aPromptCommandTheEngineRefusesStaysInThePrompt() throws {
        var session = try SessionFixtures.demo()
        session.enter("approve #1")
        #expect(session.overlay == .prompt)
        #expect(session.prompt.editor.error?.message.hasPrefix("refused: there is no transaction #1") == true)
        #expect(session.undoableCount == 0)
    }

    @Test func promptCommandsAreRecordedAsTyped() throws {
        var session = try SessionFixtures.demo()
        session.enter("  device-clock -2h ")
        #expect(session.overlay == nil)
        #expect(session.applied.last?.text == "device-clock -2h")
        #expect(session.engine.currentDevice.clockOffset == .hours(-2))
    }

    @Test func tabCompletesCommandNamesThenProducts() throws {
        var session = try SessionFixtures.demo()
        _ = session.handle(.character(":"))
        session.press("buy-e")
        _ = session.handle(.tab)
        #expect(session.prompt.text == "buy-elsewhere ")
        session.press("com")
        _ = session.handle(.tab)
        #expect(session.prompt.text == "buy-elsewhere \(unlock) ")
    }

    @Test func theCompleterOffersTransactionsAndLanguageWords() {
        var catalogue = Catalogue()
        catalogue.add(StoreProduct(id: "pro", kind: .unlock))
        let words = PromptCompleter.candidates(text: "refund #", cursor: 8, catalogue: catalogue, transactionCount: 3)
        #expect(words == ["#3", "#2", "#1"])
        #expect(PromptCompleter.candidates(text: "quirk refund-v", cursor: 14, catalogue: catalogue, transactionCount: 0)
            == ["refund-vanishes"])
        #expect(PromptCompleter.candidates(text: "clock l", cursor: 7, catalogue: catalogue, transactionCount: 0)
            .contains("live"))
        #expect(!PromptCompleter.candidates(text: "advance l", cursor: 9, catalogue: catalogue, transactionCount: 0)
            .contains("live"))
        #expect(PromptCompleter.candidates(text: "ad", cursor: 2, catalogue: catalogue, transactionCount: 0) == ["advance"])
    }

    @Test func whereOnlyAFewWordsMayComeTheCompleterOffersJustThose() {
        var catalogue = Catalogue()
        catalogue.add(StoreProduct(id: "pro", kind: .unlock))
        func complete(_ text: String) -> [String] {
            PromptCompleter.candidates(text: text, cursor: text.count, catalogue: catalogue, transactionCount: 2)
        }
        #expect(complete("client fault ") == ClientFault.allCases.map(\.rawValue))
        #expect(complete("client ") == ["reference", "fault"])
        #expect(complete("quirk listed-late ") == ["on", "off"])
        #expect(complete("expect access lapsed b") == ["billing-error"])
        #expect(complete("expect transaction #1 fin") == ["finished"])
        #expect(complete("billing-issue las") == ["last"])
        #expect(complete("buy pro ask") == ["ask-to-buy"])
        #expect(complete("buy p") == ["pro"])
    }

    // MARK: Live clock

    @Test func theLiveClockAdvancesOnEachTickAndRecordsIt() throws {
        var session = try SessionFixtures.demo()
        let start = session.engine.store.now
        session.tick()
        #expect(session.engine.store.now == start)

        session.enter("clock live 6h")
        #expect(session.liveRate == .hours(6))
        session.tick()
        session.tick()
        #expect(session.engine.store.now == start.addingTimeInterval(12 * 3_600))
        #expect(session.applied.suffix(2).map(\.command) == [.advance(.hours(6)), .advance(.hours(6))])

        session.enter("clock pause")
        session.tick()
        #expect(session.liveRate == nil)
        #expect(session.engine.store.now == start.addingTimeInterval(12 * 3_600))
    }

    @Test func aBadLiveRateIsAnErrorAtItsColumn() throws {
        var session = try SessionFixtures.demo()
        session.enter("clock live 3x")
        #expect(session.prompt.editor.error?.column == 12)
        #expect(session.liveRate == nil)
        _ = session.handle(.escape)
        session.enter("clock live 1d 2d")
        #expect(session.prompt.editor.error?.message == "expected the end of the line after the RATE")
    }

    @Test func withoutARateTheLiveClockRunsAtTheStoresTimeRate() throws {
        var session = try SessionFixtures.demo()
        session.enter("clock live")
        #expect(session.liveRate == .seconds(1))

        // A .storekit file's _timeRate 6 is Xcode's "1 second is 1 day".
        let folder = try SessionFixtures.temporaryFolder()
        let file = folder.appendingPathComponent("fast.storekit")
        try Data(#"{"products": [], "settings": {"_timeRate": 6}}"#.utf8).write(to: file)
        var fast = try SessionFixtures.scenario("storekit \(file.path)\n")
        fast.press("n")
        fast.enter("clock live")
        #expect(fast.liveRate == .days(1))
    }

    @Test func liveClockTicksKeepTheSelectionAndTheEventScroll() throws {
        var session = try SessionFixtures.demo()
        let monthly = "com.example.monthly"
        session.enter("product \(monthly) subscription pro P1D")
        session.enter("buy \(unlock)")
        session.enter("buy \(monthly)")
        _ = session.press("k")
        #expect(session.selectedTransaction?.id == 1)
        for _ in 0..<4 where session.focus != .events { _ = session.handle(.tab) }
        #expect(session.focus == .events)
        _ = session.handle(.up)
        let scrolled = session.eventScroll
        #expect(scrolled > 0)
        session.enter("clock live 1d")
        session.tick()
        #expect(session.engine.store.transactions.count == 3)
        #expect(session.selectedTransaction?.id == 1)
        #expect(session.eventScroll == scrolled)
    }

    @Test func undoStopsTheLiveClock() throws {
        var session = try SessionFixtures.demo()
        session.enter("clock live 1d")
        session.tick()
        session.press("u")
        #expect(session.liveRate == nil)
        #expect(session.undoableCount == 0)
    }

    // MARK: Scenarios

    @Test func aScenarioOpensPausedAndStepsOneAtATime() throws {
        var session = try SessionFixtures.scenario(stepsScenario)
        #expect(session.applied.isEmpty)
        #expect(session.engine.stepCount == 0)
        session.press("n")
        #expect(session.applied.map(\.origin) == [.scenarioStep(0)])
        #expect(session.applied.first?.text == "product pro unlock price 4.99 USD")
        session.press("nnnn")
        #expect(session.nextStepIndex == 5)
        #expect(session.engine.access.state == .unlocked)
        session.press("n")
        #expect(session.status?.text.hasPrefix("The scenario is done") == true)
    }

    @Test func aFailedExpectationIsReportedAndTheStepStillRuns() throws {
        var session = try SessionFixtures.scenario("""
            product pro unlock
            launch
            expect access unlocked
            """)
        session.press("nnn")
        #expect(session.nextStepIndex == 3)
        #expect(session.status?.kind == .error)
        #expect(session.status?.text.contains("expected") == true)
    }

    @Test func withoutAScenarioNextExplains() throws {
        var session = try SessionFixtures.demo()
        session.press("n")
        #expect(session.status?.text.hasPrefix("No scenario is open") == true)
    }

    // MARK: Writing

    @Test func aWrittenSessionRunsHeadlessToTheSameFinalState() throws {
        let folder = try SessionFixtures.temporaryFolder()
        var session = try SessionFixtures.demo(in: folder)
        session.enter("buy \(unlock) ask-to-buy")
        session.press("a")
        session.press("ry")
        session.press("++")
        session.enter("device-clock +1h")
        session.enter("advance 14d")
        session.press("w")

        let path = folder.appendingPathComponent("session-1.scenario").path
        #expect(session.status?.text.hasPrefix("Wrote session-1.scenario: 10 commands, then what holds now (access expired, ") == true)
        #expect(session.status?.text.hasSuffix("'storedbg run session-1.scenario' replays and checks it (in \(folder.path))") == true)
        let result = ScenarioRunner.run(path: path)
        #expect(result.status == .passed)
        #expect(result.steps.flatMap(\.events) == Array(session.engine.events))
        #expect(result.steps.last?.access == session.engine.access)
        #expect(session.engine.access.state == .expired)

        session.press("+w")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("session-2.scenario").path))
    }

    @Test func aScenarioStoreKitPathIsWrittenSoTheSessionReplaysFromElsewhere() throws {
        let folder = try SessionFixtures.temporaryFolder()
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StoreKitConfigTests/Fixtures/storekit/RevenueCat--cordova-plugin-purchases--RevenueCatTest.storekit")
        try FileManager.default.copyItem(at: fixture, to: sub.appendingPathComponent("shop.storekit"))
        let scenarioPath = sub.appendingPathComponent("walk.scenario").path
        let scenario = try Scenario.parse(text: "storekit shop.storekit\nlaunch\n",
                                          context: StoreKitBridge.context(path: scenarioPath)).get()
        var session = DebuggerSession(title: scenarioPath, setup: [], scenario: scenario,
                                      scenarioFolder: folder)
        session.press("nnw")
        let result = ScenarioRunner.run(path: folder.appendingPathComponent("session-1.scenario").path)
        #expect(result.status == .passed)
        #expect(result.steps.flatMap(\.events) == Array(session.engine.events))
    }

    @Test func writingIntoAMissingFolderSaysWhy() throws {
        let missing = try SessionFixtures.temporaryFolder().appendingPathComponent("gone/deeper")
        var session = DebuggerSession.builtInDemo(scenarioFolder: missing)
        session.press("+w")
        #expect(session.status?.kind == .error)
        #expect(session.hasUnwrittenCommands)
    }

    // MARK: Filter and panes

    @Test func theFilterNarrowsTheTransactionList() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) cancel")
        session.enter("buy \(unlock) ask-to-buy")
        session.press("/pend")
        #expect(session.visibleTransactions.map(\.id) == [2])
        _ = session.handle(.enter)
        #expect(session.filter.text == "pend")
        _ = session.handle(.escape)
        #expect(session.visibleTransactions.count == 2)
    }

    @Test func tabCyclesThePanes() throws {
        var session = try SessionFixtures.demo()
        #expect(session.focus == .transactions)
        _ = session.handle(.tab)
        #expect(session.focus == .catalogue)
        _ = session.handle(.tab)
        #expect(session.focus == .events)
        _ = session.handle(.tab)
        #expect(session.focus == .transactions)
        _ = session.handle(.backTab)
        #expect(session.focus == .events)
    }

    @Test func helpOpensAndClosesWithoutChangingAnything() throws {
        var session = try SessionFixtures.demo()
        session.press("?")
        #expect(session.overlay == .help)
        session.press("+")
        #expect(session.overlay == .help)
        #expect(session.undoableCount == 0)
        session.press("?")
        #expect(session.overlay == nil)
    }

    @Test func randomKeysNeverTrap() throws {
        var session = try SessionFixtures.demo()
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .tab, .backTab, .enter, .escape, .backspace, .resize,
                           .ctrl("w"), .character("é"), .character("\u{1B}")]
            + "?:qadre+bnuw/jkyx ".map { Key.character($0) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            // xorshift64: the same key sequence on every run.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let key = keys[Int(state % UInt64(keys.count))]
            if session.handle(key) == .quit { session = try SessionFixtures.demo() }
            _ = DebuggerScreen.render(session, size: Size(width: 80, height: 24))
        }
    }

    private let stepsScenario = """
        # a short walkthrough
        product pro unlock price 4.99 USD
        launch
        buy pro ask-to-buy
        approve last
        expect access unlocked
        """
}

@Suite struct PromptPasteTests {
    /// A 10 KB paste reaches the session as 10,240 keys, all in the prompt's line, and the frame
    /// after them shows its end. (How long it takes is `storedbg-bench screen`'s to say.)
    @Test func tenKilobytesPastedIntoThePromptAreAllTaken() throws {
        var session = try SessionFixtures.demo()
        session.press(":")
        for _ in 0..<10_239 { _ = session.handle(.character("x")) }
        _ = session.handle(.character("Z"))
        let frame = DebuggerScreen.render(session, size: Size(width: 80, height: 24))
        #expect(session.prompt.text.count == 10_240)
        #expect(session.prompt.text.hasSuffix("xZ"))
        #expect(frame.grid.text.contains("xxxZ"))
    }
}
