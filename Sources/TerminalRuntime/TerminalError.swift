/// Why the interactive screen could not start.
public enum TerminalError: Error, CustomStringConvertible {
    /// curses could not use the terminal, usually because TERM is unset or unknown.
    case cannotStart(term: String?)

    public var description: String {
        switch self {
        case .cannotStart(let term?):
            return "cannot start the screen on terminal type '\(term)'"
        case .cannotStart(nil):
            return "cannot start the screen: TERM is not set"
        }
    }
}
