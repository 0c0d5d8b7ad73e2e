import TerminalUI

/// What one read of the terminal gave.
package enum TerminalInput: Equatable, Sendable {
    case key(Key)
    /// Input came that makes no key yet: part of a character, a dropped invalid byte, a
    /// function key `Key` has no case for.
    case noKey
    /// Nothing came before the timeout.
    case timedOut
    /// The terminal hung up (its window closed, its connection dropped): nothing will ever come.
    case hungUp
}
