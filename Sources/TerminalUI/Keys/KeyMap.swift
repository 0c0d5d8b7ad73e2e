/// An app's single table of key bindings, `Action` being what its keys ask it to do. It drives
/// dispatch (`action(for:)`), the bottom key bar and the help overlay, so the three can never
/// disagree. Neighbouring bindings with the same description (the two directions of one thing)
/// share a line of help.
package struct KeyMap<Action: Hashable & Sendable>: Sendable {
    /// The bindings, most important first: the key bar keeps this order and drops from the end.
    package let bindings: [KeyBinding<Action>]
    /// Where each key's binding is in `bindings`: a table of plain indexes, whose code is
    /// specialised here, where a table of `Action`s went through the dictionary's generic code
    /// at every insertion (0.16 M instructions for storedbg's table, before the first frame).
    private let bindingIndexes: [Key: Int]

    /// A table of `bindings`. Binding one key to two actions is a programming error.
    package init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        // Room for a key or two a binding at once: growing rehashed every key so far.
        var bindingIndexes = [Key: Int](minimumCapacity: 2 * bindings.count)
        for index in 0..<bindings.count {
            // One hashing of the key for the insertion and the check (a character key's hash
            // normalises its text).
            for key in bindings[index].keys where bindingIndexes.updateValue(index, forKey: key) != nil {
                preconditionFailure("key \(key.label) is bound twice")
            }
        }
        self.bindingIndexes = bindingIndexes
    }

    /// The action bound to `key`, if any.
    package func action(for key: Key) -> Action? {
        bindingIndexes[key].map { bindings[$0].action }
    }

    /// The binding of `action`, if the table has one.
    package func binding(for action: Action) -> KeyBinding<Action>? {
        bindings.first { $0.action == action }
    }
}
