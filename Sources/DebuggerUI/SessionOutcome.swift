import TerminalUI

/// What handling a key gave: how the program goes on, or an effect to carry out first
/// (whose result, handed back to the session, says how it goes on).
package enum SessionOutcome: Hashable, Sendable {
    case flow(Flow)
    case perform(SessionEffect)
}
