import StoreCore

/// One command the session applied, in order: what it was, how to show it, and where it
/// came from. The engine's state is a function of these alone, which is how undo works.
public struct AppliedCommand: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// Applied at start (the built-in demo, `--storekit`); undo stops before these.
        case setup
        /// Step `index` (0-based) of the open scenario, applied with `n`.
        case scenarioStep(Int)
        /// A key or the `:` prompt.
        case user
        /// One tick of the live clock.
        case liveClock
    }

    public let command: Command
    /// The command as the screen shows it: the scenario's source text, or the formatted line.
    public let text: String
    public let origin: Origin

    public init(command: Command, text: String, origin: Origin) {
        self.command = command
        self.text = text
        self.origin = origin
    }
}
