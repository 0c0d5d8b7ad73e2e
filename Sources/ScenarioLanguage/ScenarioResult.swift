import Foundation
import StoreCore

/// The outcome of running one scenario file.
public struct ScenarioResult: Sendable {
    public enum Status: String, Sendable {
        case passed, failed
        /// The file could not be read or parsed, or a command was refused at its step.
        case error
    }

    /// One step as run: where it stands, and what it did.
    public struct StepRecord: Sendable {
        public let line: Int
        public let text: String
        public let access: AccessView
        package let events: [Event]
        /// What each event that charged the customer charged, by its index in `events`.
        public var charges: [Int: Price] = [:]

        /// `; charged 9.99 USD` after a money line of the transcript, `""` after another.
        public func chargeSuffix(_ index: Int) -> String {
            charges[index].map { "; charged \($0.amount) \($0.currencyCode)" } ?? ""
        }
    }

    /// An `expect` that did not hold.
    public struct Failure: Sendable {
        public let line: Int
        public let column: Int
        public let text: String
        public let expected: String
        public let found: String
    }

    public let path: String
    public let status: Status
    public let milliseconds: Int
    public let steps: [StepRecord]
    public let failures: [Failure]
    public let errors: [ScenarioDiagnostic]

    public init(path: String, status: Status, milliseconds: Int, steps: [StepRecord], failures: [Failure],
                errors: [ScenarioDiagnostic]) {
        self.path = path
        self.status = status
        self.milliseconds = milliseconds
        self.steps = steps
        self.failures = failures
        self.errors = errors
    }
}
