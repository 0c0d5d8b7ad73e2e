/// One row of a key table (`KeyMap`): which keys trigger an action and how it is presented.
package struct KeyBinding<Action: Hashable & Sendable>: Hashable, Sendable {
    /// The keys that trigger the action; the first is the one the key bar shows.
    package let keys: [Key]
    package let action: Action
    /// The one-word name in the key bar; nil keeps the binding out of the bar (help lists it).
    package let barLabel: String?
    /// The sentence help shows.
    package let description: String
    /// The action is hard to take back, so the app asks "y/n" before doing it.
    package let needsConfirmation: Bool

    package init(keys: [Key], action: Action, barLabel: String?, description: String,
                needsConfirmation: Bool = false) {
        self.keys = keys
        self.action = action
        self.barLabel = barLabel
        self.description = description
        self.needsConfirmation = needsConfirmation
    }
}
