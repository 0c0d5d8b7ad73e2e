import TerminalUI

extension Size {
    /// The smallest terminal the full debugger screen is laid out for.
    public static let minimumScreen = Size(width: 80, height: 24)
}
