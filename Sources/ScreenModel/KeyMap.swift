/// The single table of key bindings. It drives dispatch (`action(for:)`), the bottom key bar
/// and the `?` help overlay, so the three can never disagree. Neighbouring bindings with the
/// same description (the two directions of one thing) share a line of help.
public struct KeyMap: Sendable {
    /// The bindings, most important first: the key bar keeps this order and drops from the end.
    public let bindings: [KeyBinding]
    private let actionsByKey: [Key: KeyAction]

    /// A table of `bindings`. Binding one key to two actions is a programming error.
    public init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
        var actionsByKey: [Key: KeyAction] = [:]
        for binding in bindings {
            for key in binding.keys {
                precondition(actionsByKey[key] == nil, "key \(key.label) is bound twice")
                actionsByKey[key] = binding.action
            }
        }
        self.actionsByKey = actionsByKey
    }

    /// The action bound to `key`, if any.
    public func action(for key: Key) -> KeyAction? {
        actionsByKey[key]
    }

    /// The binding of `action`, if the table has one.
    public func binding(for action: KeyAction) -> KeyBinding? {
        bindings.first { $0.action == action }
    }

    /// storedbg's keys.
    public static let standard = KeyMap([
        KeyBinding(keys: [.character("?")], action: .help, barLabel: "Help",
                   description: "Show or hide this help"),
        KeyBinding(keys: [.character(":")], action: .prompt, barLabel: "Cmd",
                   description: "Type a scenario command (Tab completes, ↑ ↓ history)"),
        KeyBinding(keys: [.character("q")], action: .quit, barLabel: "Quit",
                   description: "Quit (asks y/n if commands are not written)"),
        KeyBinding(keys: [.character("a")], action: .approve, barLabel: "Approve",
                   description: "Approve or decline the selected Ask to Buy transaction"),
        KeyBinding(keys: [.character("d")], action: .decline, barLabel: "Decline",
                   description: "Approve or decline the selected Ask to Buy transaction"),
        KeyBinding(keys: [.character("r")], action: .refund, barLabel: "Refund",
                   description: "Refund the selected transaction", needsConfirmation: true),
        KeyBinding(keys: [.character("e")], action: .expire, barLabel: "Expire",
                   description: "Expire the selected subscription", needsConfirmation: true),
        KeyBinding(keys: [.character("+")], action: .advanceDay, barLabel: "Day",
                   description: "Advance the true clock one day"),
        KeyBinding(keys: [.character("b")], action: .buy, barLabel: "Buy",
                   description: "Buy a product chosen from the catalogue"),
        KeyBinding(keys: [.character("n")], action: .nextStep, barLabel: "Next",
                   description: "Run the next scenario step, or skip a refused one unrun"),
        KeyBinding(keys: [.character("N")], action: .skipStep, barLabel: "Skip",
                   description: "Run the next scenario step, or skip a refused one unrun"),
        KeyBinding(keys: [.character("u")], action: .undo, barLabel: "Undo",
                   description: "Undo the last command (again to go further back)"),
        KeyBinding(keys: [.character("w")], action: .writeScenario, barLabel: "Write",
                   description: "Write the session and what holds now (W: after each command)"),
        KeyBinding(keys: [.character("W")], action: .writeScenarioInterleaved, barLabel: nil,
                   description: "Write the session and what holds now (W: after each command)"),
        KeyBinding(keys: [.character("/")], action: .filter, barLabel: "Filter",
                   description: "Filter the transaction list"),
        KeyBinding(keys: [.enter], action: .transactionDetail, barLabel: "Detail",
                   description: "Show every field of the selected transaction and its events"),
        KeyBinding(keys: [.character("D")], action: .devices, barLabel: "Devices",
                   description: "Show every device; Enter there makes one the current device"),
        KeyBinding(keys: [.character("m")], action: .messages, barLabel: "Msgs",
                   description: "Show every message so far in full"),
        KeyBinding(keys: [.character("t")], action: .timeline, barLabel: "Timeline",
                   description: "Show the timeline in place of the transactions, or them again"),
        KeyBinding(keys: [.character("z")], action: .zoomIn, barLabel: nil,
                   description: "Zoom the timeline in or out (it follows now)"),
        KeyBinding(keys: [.character("Z")], action: .zoomOut, barLabel: nil,
                   description: "Zoom the timeline in or out (it follows now)"),
        KeyBinding(keys: [.tab], action: .nextPane, barLabel: "Pane",
                   description: "Move to the next or previous pane"),
        KeyBinding(keys: [.backTab], action: .previousPane, barLabel: nil,
                   description: "Move to the next or previous pane"),
        KeyBinding(keys: [.up, .character("k")], action: .moveUp, barLabel: nil,
                   description: "Select the row above or below"),
        KeyBinding(keys: [.down, .character("j")], action: .moveDown, barLabel: nil,
                   description: "Select the row above or below"),
        KeyBinding(keys: [.pageUp], action: .pageUp, barLabel: nil,
                   description: "Scroll the pane up or down a page"),
        KeyBinding(keys: [.pageDown], action: .pageDown, barLabel: nil,
                   description: "Scroll the pane up or down a page"),
        KeyBinding(keys: [.escape], action: .closeOverlay, barLabel: nil,
                   description: "Close the overlay, leave the prompt or clear the filter"),
    ])
}
