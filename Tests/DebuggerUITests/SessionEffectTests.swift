import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI
import Testing

/// The session does no I/O: `w` and a `storekit` prompt line return effects, and their results
/// are handed back (issue 13).
@Suite struct SessionEffectTests {
    private let layout = { (session: DebuggerSession) in DebuggerScreen.layout(of: session, size: .minimumScreen) }

    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }

    @Test func writingIsAnEffectAndItsResultComesBack() throws {
        let folder = try SessionFixtures.temporaryFolder()
        var session = try SessionFixtures.demo(in: folder)
        session.press("+")
        guard case .perform(.writeScenario(let text, let folderAsked, thenQuit: false)) = session.handle(.character("w"), on: layout(session)) else {
            Issue.record("w did not ask for the session to be written")
            return
        }
        #expect(text == session.scenarioText)
        #expect(folderAsked == folder)
        #expect(try files(in: folder).isEmpty)
        #expect(session.hasUnwrittenCommands)

        #expect(session.scenarioWritten(.failure(ScenarioWriteError(message: "disk full")), thenQuit: false) == .continue)
        #expect(session.status == StatusMessage("Not written: disk full", kind: .error))
        #expect(session.hasUnwrittenCommands)
        #expect(session.scenarioWritten(.success(folder.appendingPathComponent("session-1.scenario").path), thenQuit: false) == .continue)
        #expect(!session.hasUnwrittenCommands)
        #expect(session.status?.text.hasPrefix("Wrote session-1.scenario") == true)
    }

    @Test func writeThenQuitQuitsOnlyOnceWritten() throws {
        var session = try SessionFixtures.demo()
        session.press("+q")
        guard case .perform(let effect) = session.handle(.character("w"), on: layout(session)),
              case .writeScenario(_, _, thenQuit: true) = effect else {
            Issue.record("w at the quit confirmation did not ask to write, then quit")
            return
        }
        #expect(session.scenarioWritten(.failure(ScenarioWriteError(message: "read-only")), thenQuit: true) == .continue)
        #expect(session.farewell == nil)
        #expect(session.scenarioWritten(.success("/tmp/session-1.scenario"), thenQuit: true) == .quit)
        // The screen closes at once: where the file went is printed after it.
        #expect(session.farewell?.hasPrefix("Wrote session-1.scenario: ") == true)
        #expect(session.farewell?.contains("run session-1.scenario' replays and checks it (in /tmp)") == true)
    }

    @Test func aWriteThatStaysOnTheScreenLeavesNothingToPrint() throws {
        var session = try SessionFixtures.demo()
        session.press("+")
        _ = session.handle(.character("w"), on: layout(session))
        #expect(session.scenarioWritten(.success("/tmp/session-1.scenario"), thenQuit: false) == .continue)
        #expect(session.farewell == nil)
    }

    @Test func aStoreKitLineAsksForItsFileAndIsAppliedWithIt() throws {
        var session = try SessionFixtures.demo()
        for key in ":storekit shop.storekit".map({ Key.character($0) }) { _ = session.handle(key, on: layout(session)) }
        let before = session.applied.count
        #expect(session.handle(.enter, on: layout(session)) == .perform(.loadStoreKit(path: "shop.storekit")))
        #expect(session.applied.count == before)
        #expect(session.overlay == .prompt)

        session.storeKitLoaded(.failure(.unreadable(reason: "there is no such file")))
        #expect(session.prompt.editor.error?.message == "cannot read 'shop.storekit': there is no such file")
        #expect(session.applied.count == before)

        let gems = StoreProduct(id: "gems", kind: .consumable, price: nil)
        session.storeKitLoaded(.success(StoreConfiguration(products: [gems])))
        #expect(session.overlay == nil)
        #expect(session.applied.last?.text == "storekit shop.storekit")
        #expect(session.engine.store.catalogue["gems"] != nil)
    }
}
