import StoreCore

/// One command the session applied, in order: what it was, how to show it, and where it
/// came from. The engine's state is a function of these alone, which is how undo works.
package struct AppliedCommand: Hashable, Sendable {
    package enum Origin: Hashable, Sendable {
        /// Applied at start (the built-in demo, `--storekit`); undo stops before these.
        case setup
        /// Step `index` (0-based) of the open scenario, applied with `n`.
        case scenarioStep(Int)
        /// A key or the `:` prompt.
        case user
        /// One tick of the live clock.
        case liveClock
    }

    package let command: Command
    /// The command as the screen shows it: the scenario's source text, or the formatted line.
    package let text: String
    package let origin: Origin

    package init(command: Command, text: String, origin: Origin) {
        self.command = command
        self.text = text
        self.origin = origin
    }
}
