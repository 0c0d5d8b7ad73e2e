/// Why the interactive screen could not start or could not go on.
package enum TerminalError: Error, Hashable, CustomStringConvertible {
    /// curses could not use the terminal, usually because TERM is unset or unknown.
    case cannotStart(term: String?)
    /// The terminal hung up while the screen was up, with SIGHUP ignored (as under `nohup`),
    /// so the process was not ended by the signal.
    case hungUp

    package var description: String {
        switch self {
        case .cannotStart(let term?):
            return "cannot start the screen on terminal type '\(term)'"
        case .cannotStart(nil):
            return "cannot start the screen: TERM is not set"
        case .hungUp:
            return "the terminal hung up"
        }
    }
}
