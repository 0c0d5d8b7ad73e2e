import StoreCore
import Testing

/// The monitor judges a client only by what it does through the public port: a client written
/// from scratch is clean on every session, and each of its sixteen bugs is caught by name.
@Suite struct ClientPortTests {
    @Test func everyInvariantHasExactlyOneBug() {
        #expect(Bug.allCases.map(\.invariant.rawValue).sorted() == Invariant.allCases.map(\.rawValue).sorted())
    }

    @Test(arguments: Session.all)
    func theScratchClientIsClean(_ session: Session) throws {
        let run = try SessionRun(session, client: .registered(SessionRun.scratchName))
        #expect(run.violationNames.isEmpty)
        #expect(run.failedExpectations.isEmpty)
    }

    @Test(arguments: Session.all)
    func theReferenceClientIsClean(_ session: Session) throws {
        let run = try SessionRun(session, client: .reference)
        #expect(run.violationNames.isEmpty)
        #expect(run.failedExpectations.isEmpty)
    }

    @Test(arguments: Bug.allCases)
    func eachBugIsCaughtByItsInvariant(_ bug: Bug) throws {
        let run = try SessionRun(bug.session, client: .registered(SessionRun.scratchName), bug: bug)
        #expect(run.violationNames.contains(bug.invariant.rawValue))
        #expect(Set(run.violationNames) == [bug.invariant.rawValue])
    }

    /// A listing that leaves the lapsed subscription out is enough, while the status call
    /// fails: it escaped when a failed status read undid what the app was told.
    @Test func aLapseReadFromTheListingAloneIsCaught() throws {
        let run = try SessionRun(.subscriptionLapsesStatusFailing, client: .registered(SessionRun.scratchName), bug: .keepsLapsedSubscription)
        #expect(run.violationNames == [Invariant.expiredGranted.rawValue])
    }
}

extension Bug: CustomTestStringConvertible {
    var testDescription: String { "\(self) → \(invariant.rawValue)" }
}
