/// What one command did: its events, the violations it caused, and for `expect`, the outcome.
public struct StepReport: Hashable, Sendable {
    public let events: [Event]
    public let violations: [Violation]
    public let failedExpectation: ExpectationFailure?

    public var passed: Bool { failedExpectation == nil }
}

/// An `expect` that did not hold: what was expected and what was found.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    public let expected: String
    public let found: String

    public var description: String { "expected \(expected), found \(found)" }
}
