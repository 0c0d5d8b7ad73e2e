import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// `grace-access-lost` and `expired-granted` never flag the reference client: not while it still
/// waits for the status (`checking` locks nothing), not for a subscription whose purchase did not
/// verify (it must not grant it), not once the device's clock says the grace period has ended,
/// not for the account the device used before, not for a lapse by deletion (the transaction
/// manager's tool), and not while the status call fails (it goes by the listing, grace included).
/// Each flagged it when the invariants were first written (all but the first three found by
/// `explore`), or when the monitor stopped forgetting a lapse told before a failed read.
struct SubscriptionInvariantsReferenceTests {
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
        #expect(try violations(Self.subscriptionInGrace + "\nfail subscription-status networkError\nrelaunch\nexpect access subscribed").isEmpty)
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

    @Test func aSubscriptionOfTheAccountUsedBeforeIsNotJudged() throws {
        #expect(try violations("""
            product com.example.cloud.monthly subscription cloud P1M price 0.99 USD
            relaunch
            buy com.example.cloud.monthly
            billing-issue last grace 6d
            advance 31d
            relaunch
            account family
            """).isEmpty)
    }

    @Test func anUnverifiedUpgradeDeletedWhileTheStatusFailsIsNotJudged() throws {
        #expect(try violations("""
            product com.example.pro.monthly subscription pro P1M level 2 price 4.99 USD
            product com.example.pro.yearly subscription pro P1Y price 39.99 USD
            launch
            buy-elsewhere com.example.pro.monthly
            fail subscription-status systemError
            buy com.example.pro.yearly unverified
            delete last
            """).isEmpty)
    }

    @Test func aSubscriptionExpiredThenDeletedOfflineIsNotGrantedOnceOnline() throws {
        #expect(try violations("""
            product com.example.cloud.monthly subscription cloud P1M price 0.99 USD
            launch
            buy com.example.cloud.monthly interrupted
            resolve last
            offline
            expire com.example.cloud.monthly
            fail subscription-status networkError
            delete last
            online
            """).isEmpty)
    }

    @Test func aDeletedUpgradeIsNotALapse() throws {
        #expect(try violations("""
            product com.example.pro.monthly subscription pro P1M level 2 price 4.99 USD
            product com.example.pro.yearly subscription pro P1Y price 39.99 USD
            launch
            offline
            fail subscription-status networkError
            account family
            buy-elsewhere com.example.pro.monthly
            account family
            buy-elsewhere com.example.pro.yearly
            delete last
            online
            """).isEmpty)
    }

    @Test func anAccountChangeOfflineForgetsTheGraceRead() throws {
        #expect(try violations("""
            product com.example.pro.monthly subscription pro P1M price 4.99 USD
            buy-elsewhere com.example.pro.monthly
            billing-issue last grace 6d
            advance 31d
            launch
            offline
            account default
            """).isEmpty)
    }

    /// A product the lapsed subscription never gave is `unowned-granted`'s alone (found by
    /// `explore` with the `grant-any-purchase` fault, which both flagged).
    @Test func aProductTheSubscriptionDoesNotGiveIsUnownedGrantedOnly() throws {
        let names = try violations("""
            product com.example.pro.monthly subscription pro P1M level 2 price 4.99 USD
            product com.example.lifetime unlock price 59.99 USD
            client fault grant-any-purchase
            launch
            buy-elsewhere com.example.pro.monthly
            expire #1
            refresh
            """).map { $0.prefix { $0 != ":" } }
        #expect(names == ["unowned-granted"])
    }

    /// After an account change the reference client knows nothing of the new Apple ID until its
    /// reads answer: `checking`, no paywall ("unknown is never none"). It showed `not-started`
    /// and its paywall, with the status call failing (found by the last review, where the
    /// subscription was in its grace period) and offline.
    @Test func anAccountChangeIsCheckingUntilTheNewAccountAnswers() throws {
        #expect(try violations("""
            product com.example.b subscription g1 P1M level 2 price 1.99 USD
            launch
            buy com.example.b
            billing-issue last grace 16d
            advance 31d
            fail subscription-status networkError
            account default
            expect access subscribed
            expect paywall hidden
            """).isEmpty)
        #expect(try violations("""
            product com.example.app.pro unlock price 9.99 USD
            launch
            buy com.example.app.pro
            offline
            account family
            expect access checking
            expect paywall hidden
            online
            expect access not-started
            """).isEmpty)
    }

    /// A listing read while the device's clock is behind the listed expiration reads as an active
    /// subscription: it does not tell the app of the grace period the store has it in, so the app
    /// that shows `lapsed` once its clock passes the expiration is not judged (found by a review,
    /// once a failed status read no longer undid what the app was told).
    @Test func aListingReadBeforeTheExpirationByTheDevicesClockDoesNotTellOfGrace() throws {
        #expect(try violations("""
            product com.example.pro subscription pro P1M price 4.99 USD
            launch
            buy com.example.pro
            fail subscription-status networkError
            billing-issue last grace 16d
            device-clock -2d
            advance 31d
            refresh
            advance 2d
            expect access lapsed
            """).isEmpty)
    }
}
