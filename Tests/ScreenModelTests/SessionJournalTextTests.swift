import ScenarioLanguage
import ScreenModel
import StoreCore
import Testing

@Suite struct SessionJournalTextTests {
    private let unlock = SessionFixtures.unlockID
    private let header = JournalText.Header(title: "built-in demo", started: "2026-12-01 16:10", scenarioPath: nil)

    /// The journal a session's record changes make, as the executable writes it.
    private func journal(of session: inout DebuggerSession) -> String {
        var entries: [String] = []
        for change in session.takeRecordChanges() {
            switch change {
            case .appended(let record): entries.append(JournalText.entry(record))
            case .truncated(let count): entries.removeLast(entries.count - (count - session.applied.filter { $0.origin == .setup }.count))
            }
        }
        return JournalText.opening(header, setup: session.applied.filter { $0.origin == .setup }) + entries.joined()
    }

    @Test func appliedCommandsAndUndoAreHandedOutAsData() throws {
        var session = try SessionFixtures.demo()
        #expect(session.takeRecordChanges().isEmpty)
        session.press("+")
        session.enter("buy \(unlock)")
        session.press("u")
        let changes = session.takeRecordChanges()
        #expect(changes.count == 3)
        #expect(changes.first == .appended(AppliedCommand(command: .advance(.days(1)), text: "advance 1d", origin: .user)))
        #expect(changes.last == .truncated(keeping: session.applied.count))
        #expect(session.takeRecordChanges().isEmpty)
    }

    @Test func aJournalReadsBackAsTheSameRecordAndReplaysHeadless() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) ask-to-buy")
        session.press("a")
        session.press("++u")
        let text = journal(of: &session)
        #expect(!JournalText.isEnded(text))
        let contents = try #require(JournalText.read(text, context: StoreKitBridge.context(path: "journal.scenario")))
        #expect(contents.header == header)
        #expect(contents.records.map(\.command) == session.applied.map(\.command))
        #expect(contents.records.map(\.origin) == session.applied.map(\.origin))
        #expect(!contents.isEnded)
        let replay = try Scenario.parse(text: text, context: StoreKitBridge.context(path: "journal.scenario")).get()
        #expect(ScenarioRunner.run(replay).status == .passed)
        #expect(JournalText.isEnded(text + JournalText.finishedMarker + "\n"))
    }

    @Test func scenarioStepsAndTheLiveClockKeepTheirOrigins() throws {
        var session = try SessionFixtures.scenario("product pro unlock\nlaunch\nexpect access unlocked\n")
        session.press("nnn")
        let record = session.applied
        let text = JournalText.opening(JournalText.Header(title: "walk.scenario", started: "t", scenarioPath: "/w/walk.scenario"), setup: [])
            + record.map(JournalText.entry).joined()
            + JournalText.entry(AppliedCommand(command: .advance(.days(1)), text: "advance 1d", origin: .liveClock))
        let contents = try #require(JournalText.read(text, context: StoreKitBridge.context(path: "journal.scenario")))
        #expect(contents.header.scenarioPath == "/w/walk.scenario")
        #expect(contents.records.map(\.origin) == [.scenarioStep(0), .scenarioStep(1), .scenarioStep(2), .liveClock])

        var resumed = try SessionFixtures.scenario("product pro unlock\nlaunch\nexpect access unlocked\n")
        resumed.resume(replaying: contents.records, started: "t")
        #expect(resumed.nextStepIndex == 3)
        #expect(resumed.failedStepIndexes == [2])
        #expect(resumed.status?.text.hasPrefix("Resumed the session of t: 4 commands") == true)
    }

    @Test func textThatIsNoJournalIsNotRead() {
        #expect(JournalText.read("launch\n", context: StoreKitBridge.context(path: "x.scenario")) == nil)
        #expect(JournalText.read("", context: StoreKitBridge.context(path: "x.scenario")) == nil)
    }
}

@Suite struct ResumeOfferTests {
    @Test func rResumesAndNStartsAnew() {
        var offer = ResumeOffer(started: "2026-12-01 16:10", commandCount: 5)
        #expect(offer.question == "Resume the session of 2026-12-01 16:10, 5 commands?")
        #expect(offer.handle(.character("x")) == .continue)
        #expect(offer.choice == nil)
        #expect(offer.handle(.character("r")) == .quit)
        #expect(offer.choice == .resume)
        var declined = ResumeOffer(started: "t", commandCount: 1)
        #expect(declined.handle(.escape) == .quit)
        #expect(declined.choice == .startNew)
    }

    @Test func theQuestionIsDrawnInTheMiddle() {
        let frame = ResumeOffer.render(ResumeOffer(started: "t", commandCount: 1), size: Size(width: 80, height: 24))
        let text = (0..<24).map { y in String(frame.grid.row(y).map(\.character)) }.joined(separator: "\n")
        #expect(text.contains("Resume the session of t, 1 command?"))
        #expect(text.contains("r resume · n new"))
    }
}
