import StoreCore

/// An action waiting for `y`: its question and what `y` does.
package struct PendingConfirmation: Hashable, Sendable {
    package enum Action: Hashable, Sendable {
        /// Apply the command (and record it), as its key would have.
        case apply(Command)
        /// Quit without writing the session.
        case quit
    }

    package let question: String
    package let action: Action

    package init(question: String, action: Action) {
        self.question = question
        self.action = action
    }
}
