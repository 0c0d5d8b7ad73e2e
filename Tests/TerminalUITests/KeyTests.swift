import TerminalUI
import Testing

@Suite struct KeyTests {
    @Test func typedControlCodesDecode() {
        #expect(Key(typed: "\n") == .enter)
        #expect(Key(typed: "\r") == .enter)
        #expect(Key(typed: "\t") == .tab)
        #expect(Key(typed: "\u{1B}") == .escape)
        #expect(Key(typed: "\u{7F}") == .backspace)
        #expect(Key(typed: "\u{08}") == .backspace)
        #expect(Key(typed: "\u{01}") == .ctrl("a"))
        #expect(Key(typed: "\u{17}") == .ctrl("w"))
        #expect(Key(typed: "\u{00}") == .ctrl("@"))
        #expect(Key(typed: "q") == .character("q"))
        #expect(Key(typed: "é") == .character("é"))
    }

    @Test func labels() {
        #expect(Key.character("q").label == "q")
        #expect(Key.character(" ").label == "Space")
        #expect(Key.ctrl("a").label == "^A")
        #expect(Key.up.label == "↑")
        #expect(Key.escape.label == "Esc")
    }
}
