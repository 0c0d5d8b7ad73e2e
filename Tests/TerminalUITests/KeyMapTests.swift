import TerminalUI
import Testing

/// The key map machinery with an app's own actions: one table drives dispatch, the key bar and
/// the help overlay (storedbg's own table is tested in DebuggerUITests).
@Suite struct KeyMapTests {
    enum Action: Hashable, Sendable {
        case open, save, next, previous, quit
    }

    let keys = KeyMap<Action>([
        KeyBinding(keys: [.character("o")], action: .open, barLabel: "Open", description: "Open a file"),
        KeyBinding(keys: [.character("s"), .ctrl("s")], action: .save, barLabel: "Save", description: "Save the file",
                   needsConfirmation: true),
        KeyBinding(keys: [.down], action: .next, barLabel: nil, description: "Select the next or previous line"),
        KeyBinding(keys: [.up], action: .previous, barLabel: nil, description: "Select the next or previous line"),
        KeyBinding(keys: [.character("q")], action: .quit, barLabel: "Quit", description: "Quit"),
    ])

    @Test func everyKeyOfABindingDispatchesToItsAction() {
        #expect(keys.action(for: .character("s")) == .save)
        #expect(keys.action(for: .ctrl("s")) == .save)
        #expect(keys.action(for: .up) == .previous)
        #expect(keys.action(for: .character("x")) == nil)
        #expect(keys.binding(for: .quit)?.keys == [.character("q")])
    }

    @Test func theKeyBarShowsLabelledBindingsInOrderPromotedOnesEarlierOmittedOnesNot() {
        #expect(String(keys.keyBar(width: 30).map(\.character)) == " o Open  s Save  q Quit       ")
        #expect(String(keys.keyBar(width: 30, omitting: [.save]).map(\.character)).hasPrefix(" o Open  q Quit"))
        // Promoted: right after the first three bindings, before `save`.
        let promoted = KeyMap<Action>(keys.bindings.reversed()).keyBar(width: 30, promoting: [.open])
        #expect(String(promoted.map(\.character)).hasPrefix(" q Quit  o Open  s Save"))
    }

    @Test func helpJoinsNeighboursWithOneDescriptionMarksConfirmationAndEndsWithTheFooter() {
        var grid = Grid(width: 60, height: 10)
        keys.helpOverlay(into: &grid, footer: "Esc closes")
        let text = grid.text
        #expect(text.contains("│ ↓ ↑   Select the next or previous line │"))
        #expect(text.contains("│ s ^S  Save the file (asks y/n)         │"))
        #expect(text.contains("│ Esc closes "))
        #expect(keys.keyListLines().contains("o     Open a file"))
    }
}
