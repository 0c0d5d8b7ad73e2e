import TerminalUI

/// What the run loop hands the model.
package enum TerminalEvent: Hashable, Sendable {
    /// A key press; `.resize` when the terminal changed size (the next render gets the new size).
    case key(Key)
    /// The tick interval passed without a key (for a live clock).
    case tick
}
