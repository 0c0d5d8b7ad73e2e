import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// `grace-access-lost` never flags the reference client: not while it still waits for the status
/// (`checking` locks nothing), not for a subscription whose purchase did not verify (it must not
/// grant it), not once the device's clock says the grace period has ended. Each flagged it when
/// the invariant was first written; a fault that drops access in grace is caught.
struct GraceAccessLostReferenceTests {
    private static let subscriptionInGrace = """
        product com.example.pro.monthly subscription pro P1M price 4.99 USD
        launch
        buy com.example.pro.monthly
        billing-issue last grace 16d
        advance 31d
        """

    /// The violations of `script` with the reference client; an `expect` that fails is an issue.
    private func violations(_ script: String) throws -> [String] {
        let clients = ClientRegistry()
        let scenario = try Scenario.parse(text: script, context: StoreKitBridge.context(path: "grace.scenario", clients: clients)).get()
        var engine = Engine(clients: clients)
        for step in scenario.steps {
            if let failure = try engine.apply(step.command).failedExpectation { Issue.record("\(step.text): \(failure)") }
        }
        return engine.violations.map { "\($0.invariant.rawValue): \($0.detail)" }
    }

    @Test func aStatusReadThatFailsAtARelaunchInGraceIsNotALoss() throws {
        #expect(try violations(Self.subscriptionInGrace + "\nfail subscription-status networkError\nrelaunch\nexpect access checking").isEmpty)
    }

    @Test func anUnverifiedSubscriptionInGraceIsNotALoss() throws {
        let script = Self.subscriptionInGrace.replacingOccurrences(of: "buy com.example.pro.monthly", with: "buy com.example.pro.monthly unverified")
        #expect(try violations(script + "\nrestore\nexpect access not-started").isEmpty)
    }

    @Test func aDeviceClockPastTheGracePeriodIsNotALoss() throws {
        #expect(try violations(Self.subscriptionInGrace + "\ndevice-clock +20d\nrestore\nexpect access lapsed").isEmpty)
    }

    @Test func theReferenceClientKeepsAccessInGrace() throws {
        #expect(try violations(Self.subscriptionInGrace + "\nrestore\nexpect access grace").isEmpty)
    }
}
