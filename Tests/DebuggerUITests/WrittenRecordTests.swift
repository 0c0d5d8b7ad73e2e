import DebuggerUI
import Foundation
import Testing

/// Whether quitting loses work is told without a copy of the record (`WrittenRecord`): it must
/// still say exactly whether the record is the one last written, whatever undo did in between.
@Suite struct WrittenRecordTests {
    private func written(_ session: inout DebuggerSession) {
        _ = session.scenarioWritten(.success("/tmp/session-1.scenario"), thenQuit: false)
    }

    @Test func undoingBackToTheWrittenRecordLosesNothing() throws {
        var session = try SessionFixtures.demo()
        #expect(!session.hasUnwrittenCommands)
        session.press("+")
        #expect(session.hasUnwrittenCommands)
        session.press("u")
        #expect(!session.hasUnwrittenCommands)
    }

    @Test func theSameCommandsAppliedAgainAfterUndoAreTheWrittenOnes() throws {
        var session = try SessionFixtures.demo()
        session.press("+++")
        written(&session)
        session.press("uuu")
        #expect(session.hasUnwrittenCommands)
        session.press("++")
        #expect(session.hasUnwrittenCommands)
        session.press("+")
        #expect(!session.hasUnwrittenCommands)
    }

    @Test func anotherCommandInTheirPlaceIsNotUntilUndoneAndReplacedByThem() throws {
        var session = try SessionFixtures.demo()
        session.press("++")
        written(&session)
        session.press("u")
        session.enter("advance 2d")
        #expect(session.hasUnwrittenCommands)
        session.press("+")
        #expect(session.hasUnwrittenCommands)
        session.press("uu")
        #expect(session.hasUnwrittenCommands)
        session.press("+")
        #expect(!session.hasUnwrittenCommands)
        session.press("+")
        #expect(session.hasUnwrittenCommands)
    }
}
