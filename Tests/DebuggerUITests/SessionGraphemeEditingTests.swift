import DebuggerUI
import TerminalUI
import Testing

/// Issue 26, item 1, in the session: the `:` prompt and the `/` filter take a combining mark that
/// arrives as a key of its own into the character before it (the line editor's own tests are in
/// TerminalUITests).
@Suite struct SessionGraphemeEditingTests {
    /// The keys `text`'s UTF-8 bytes make through the terminal's decoder: one key per scalar.
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return text.utf8.compactMap { decoder.decode($0) }
    }

    @Test func thePromptOfASessionTakesACombiningMarkAsItsOwnKey() throws {
        var session = try SessionFixtures.demo()
        _ = session.handle(.character(":"))
        for key in keys("e\u{301}") { _ = session.handle(key) }
        let frame = DebuggerScreen.render(session, size: .minimumScreen)
        #expect(session.prompt.text == "e\u{301}")
        #expect(frame.cursor.map { $0.x } == 2)
    }

    @Test func theFilterTakesACombiningMarkAsItsOwnKey() throws {
        var session = try SessionFixtures.demo()
        _ = session.handle(.character("/"))
        for key in keys("e\u{301}") { _ = session.handle(key) }
        _ = session.handle(.left)
        let frame = DebuggerScreen.render(session, size: .minimumScreen)
        #expect(session.filter.editor.text == "e\u{301}")
        #expect(frame.cursor != nil)
    }
}
