/// What one command did: its events, the violations it caused, and for `expect`, the outcome.
public struct StepReport: Hashable, Sendable {
    public let events: [Event]
    public let violations: [Violation]
    public let failedExpectation: ExpectationFailure?
    /// The transactions the step changed in place (a state, a finish, a revocation, an
    /// expiration date, a deletion…), in the order changed, an id possibly more than once and
    /// possibly ending up as it was. The transactions the step added are the ids above the
    /// ledger's count before it (one changed after it was added is listed too). A transaction
    /// whose expiration the step's time passed is listed only if changed: its state as of now is
    /// `Store.effectiveState(of:)`'s. Lets a view of the ledger follow a step without reading
    /// the whole ledger again.
    public let changedTransactionIDs: [Int]

    public var passed: Bool { failedExpectation == nil }
}

/// An `expect` that did not hold: what was expected and what was found.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    public let expected: String
    public let found: String

    public var description: String { "expected \(expected), found \(found)" }
}
