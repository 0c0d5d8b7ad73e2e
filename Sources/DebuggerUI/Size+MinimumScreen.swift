import TerminalUI

extension Size {
    /// The smallest terminal the full debugger screen is laid out for.
    package static let minimumScreen = Size(width: 80, height: 24)
}
