/// One row of a key table (`KeyMap`): which keys trigger an action and how it is presented.
public struct KeyBinding<Action: Hashable & Sendable>: Hashable, Sendable {
    /// The keys that trigger the action; the first is the one the key bar shows.
    public let keys: [Key]
    public let action: Action
    /// The one-word name in the key bar; nil keeps the binding out of the bar (help lists it).
    public let barLabel: String?
    /// The sentence help shows.
    public let description: String
    /// The action is hard to take back, so the app asks "y/n" before doing it.
    public let needsConfirmation: Bool

    public init(keys: [Key], action: Action, barLabel: String?, description: String,
                needsConfirmation: Bool = false) {
        self.keys = keys
        self.action = action
        self.barLabel = barLabel
        self.description = description
        self.needsConfirmation = needsConfirmation
    }
}
