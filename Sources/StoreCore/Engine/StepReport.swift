import PurchasePort

/// What one command did: its events, the violations it caused, and for `expect`, the outcome.
package struct StepReport: Hashable, Sendable {
    /// The events the step logged, in order: the engine's log as it was after the step, not a
    /// copy of it. A year in one `advance` logs hundreds of thousands. A report kept while the
    /// engine goes on shares the log's last chunk, which the engine's next event then copies
    /// (at most 1,024 events); `Array(events)` keeps the events alone.
    package let events: Slice<ChunkedArray<Event>>
    package let violations: [Violation]
    package let failedExpectation: ExpectationFailure?
    /// The transactions the step changed in place (a state, a finish, a revocation, an
    /// expiration date, a deletion…), in the order changed, an id possibly more than once and
    /// possibly ending up as it was. The transactions the step added are the ids above the
    /// ledger's count before it (one changed after it was added is listed too). A transaction
    /// whose expiration the step's time passed is listed only if changed: its state as of now is
    /// `Store.effectiveState(of:)`'s. Lets a view of the ledger follow a step without reading
    /// the whole ledger again.
    package let changedTransactionIDs: [TransactionID]

    package var passed: Bool { failedExpectation == nil }

    package static func == (lhs: StepReport, rhs: StepReport) -> Bool {
        lhs.events.elementsEqual(rhs.events) && lhs.violations == rhs.violations
            && lhs.failedExpectation == rhs.failedExpectation && lhs.changedTransactionIDs == rhs.changedTransactionIDs
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(events.count)
        for event in events { hasher.combine(event) }
        hasher.combine(violations)
        hasher.combine(failedExpectation)
        hasher.combine(changedTransactionIDs)
    }
}

/// An `expect` that did not hold: what was expected and what was found.
package struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    package let expected: String
    package let found: String

    package var description: String { "expected \(expected), found \(found)" }
}
