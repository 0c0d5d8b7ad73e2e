import StoreCore

/// An action waiting for `y`: its question and what `y` does.
public struct PendingConfirmation: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// Apply the command (and record it), as its key would have.
        case apply(Command)
        /// Quit without writing the session.
        case quit
    }

    public let question: String
    public let action: Action

    public init(question: String, action: Action) {
        self.question = question
        self.action = action
    }
}
