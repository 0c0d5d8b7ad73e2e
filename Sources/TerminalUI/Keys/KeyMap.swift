/// An app's single table of key bindings, `Action` being what its keys ask it to do. It drives
/// dispatch (`action(for:)`), the bottom key bar and the help overlay, so the three can never
/// disagree. Neighbouring bindings with the same description (the two directions of one thing)
/// share a line of help.
package struct KeyMap<Action: Hashable & Sendable>: Sendable {
    /// The bindings, most important first: the key bar keeps this order and drops from the end.
    package let bindings: [KeyBinding<Action>]
    private let actionsByKey: [Key: Action]

    /// A table of `bindings`. Binding one key to two actions is a programming error.
    package init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        var actionsByKey: [Key: Action] = [:]
        for binding in bindings {
            for key in binding.keys {
                precondition(actionsByKey[key] == nil, "key \(key.label) is bound twice")
                actionsByKey[key] = binding.action
            }
        }
        self.actionsByKey = actionsByKey
    }

    /// The action bound to `key`, if any.
    package func action(for key: Key) -> Action? {
        actionsByKey[key]
    }

    /// The binding of `action`, if the table has one.
    package func binding(for action: Action) -> KeyBinding<Action>? {
        bindings.first { $0.action == action }
    }
}
