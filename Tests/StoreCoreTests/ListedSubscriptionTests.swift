import Foundation
import Testing
@testable import StoreCore

/// The reference client while the subscription status call fails: it goes by what
/// `currentEntitlements` lists. Each test failed before its fix.
struct ListedSubscriptionTests {
    static let monthly = StoreProduct(id: "s", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))

    /// A subscription in its grace period is still listed (seed 004: `currentEntitlements`
    /// covers grace) though its expiration date has passed: the app keeps access. It showed
    /// `checking`, because a listed subscription gave access only before its expiration date.
    @Test func aListedSubscriptionInItsGracePeriodGivesAccess() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                         .billingIssue(.last, grace: .days(16)), .advance(.days(31)),
                         .fail(.subscriptionStatus, .networkError), .relaunch)
        #expect(engine.access.state == .subscribed(until: date("2026-02-01T09:00:00Z")))
        #expect(engine.access.reason.contains("past its expiration"))
        #expect(engine.grantedTransaction("s") == 1)
        #expect(engine.violations.isEmpty)

        // Once the grace period is over, the next read leaves it out and access goes.
        engine.mustApply(.advance(.days(17)), .restore)
        #expect(!engine.access.state.grantsAccess)
        #expect(engine.grantedTransaction("s") == nil)
        #expect(engine.violations.isEmpty)
    }

    /// Offline, the device's copy still lists a subscription whose expiration date has passed;
    /// that is not the store saying it is in a grace period, so it gives no access.
    @Test func theDevicesCopyOfAnExpiredSubscriptionGivesNoAccess() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                         .fail(.subscriptionStatus, .networkError), .relaunch, .offline, .advance(.days(32)), .relaunch)
        #expect(!engine.access.state.grantsAccess)
        #expect(engine.grantedTransaction("s") == nil)
    }

    /// The transaction manager deletes the subscription's transaction: the status the app had
    /// rested on it, and the read that follows lists nothing. It kept `subscribed` while the
    /// status call failed.
    @Test func deletingTheSubscriptionTakesItsAccessAwayWhileTheStatusCallFails() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                         .fail(.subscriptionStatus, .networkError), .delete(.last))
        #expect(!engine.access.state.grantsAccess)
        #expect(engine.grantedTransaction("s") == nil)
    }

    /// The app knew the subscription as active until 1 Mar; the device's clock is set back a week
    /// past its end, so by that clock it still runs. The store's listing leaves it out: the app
    /// takes the listing over the status it heard before (it kept `subscribed`, and
    /// `expired-granted` said so once a failed status read stopped hiding the lapse).
    @Test func aListingThatLeavesTheGroupOutTakesTheStatusHeardBeforeAway() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                         .fail(.subscriptionStatus, .networkError), .autoRenew(.last, on: false), .advance(.days(33)),
                         .deviceClock(.days(-7)))
        #expect(engine.access.state.name == "subscribed")
        engine.mustApply(.restore)
        #expect(engine.access.state == .lapsed(reason: "expired"), "a reason the scenario language knows: `w` writes it")
        #expect(engine.grantedTransaction("s") == nil)
        #expect(engine.violations.isEmpty)
    }

    /// The listing left the group out once its grace period ended; the device's clock set back a
    /// day later does not bring the grace period the app heard of back (found by `explore`).
    @Test func aClockSetBackAfterTheListingLeftTheGroupOutGivesNoAccess() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                         .billingIssue(.last, grace: .days(16)), .advance(.days(32)), .fail(.subscriptionStatus, .networkError),
                         .autoRenew(.last, on: false), .advance(.days(15)), .online, .deviceClock(.days(-1)))
        #expect(!engine.access.state.grantsAccess)
        #expect(engine.grantedTransaction("s") == nil)
        #expect(engine.violations.isEmpty)
    }

    /// The status the app heard ran out at the end of the period; the store's listing still has
    /// the subscription, in its grace period: the listing wins (the app showed `lapsed`, and
    /// `grace-access-lost` said so).
    @Test func aListingInTheGracePeriodOverridesAnEndedStatus() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                         .billingIssue(.last, grace: .days(16)), .fail(.subscriptionStatus, .networkError),
                         .advance(.days(31)))
        #expect(engine.access.state.name == "lapsed")
        engine.mustApply(.refresh(cancelled: false))
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.grantedTransaction("s") == 1)
        #expect(engine.violations.isEmpty)
    }

    /// A revocation the app was told of takes the listing of that transaction away too: it was
    /// granted again from the listing once a later status was deleted (found by `explore`).
    @Test func aRevokedSubscriptionIsNotGrantedFromAnOlderListing() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success), .relaunch,
                         .revoke(.id(1)), .device("tablet"), .relaunch, .fail(.entitlements, .systemError),
                         .buy(productID: "s", outcome: .success), .delete(.last))
        #expect(engine.violations.isEmpty)
        // The phone, the first device, heard of both purchases.
        #expect(engine.report(onDevice: 0).grants.isEmpty)
    }

    /// A restore in the grace period, status known or listed only, says the subscription came
    /// back: it counted only active statuses, and said "Nothing to restore" to a user with access.
    @Test func aRestoreInTheGracePeriodCountsTheSubscription() {
        var known = Engine()
        known.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                        .billingIssue(.last, grace: .days(16)), .advance(.days(31)), .restore)
        #expect(known.access.state.name == "grace")
        #expect(known.events.contains { $0.text == "Restored 1 purchase" })

        var listed = known
        listed.mustApply(.fail(.subscriptionStatus, .networkError), .relaunch, .restore)
        #expect(listed.access.state.name == "subscribed")
        #expect(listed.events.last { $0.text.hasPrefix("Restored") || $0.text == "Nothing to restore" }?.text == "Restored 1 purchase")
    }

    /// Offline, the device's copy of the transaction the store listed in its grace period keeps
    /// that grace: a read that cannot reach the store erases nothing (it showed `not-started`,
    /// and `grace-access-lost` said so; found by a review).
    @Test func anOfflineReadKeepsTheGracePeriodTheStoreListed() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success),
                         .fail(.subscriptionStatus, .networkError), .billingIssue(.last, grace: .days(16)), .advance(.days(31)),
                         .refresh(cancelled: false))
        #expect(engine.access.state.name == "subscribed")
        engine.mustApply(.offline, .refresh(cancelled: false))
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.grantedTransaction("s") == 1)
        #expect(engine.violations.isEmpty)
    }

    /// Deleting a superseded period does not take away the status of the renewal after it,
    /// though the last listing rested on the deleted one (a live subscriber showed `not-started`;
    /// found by a review).
    @Test func deletingAnOldPeriodKeepsTheRenewalsStatus() {
        var engine = Engine()
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "s", outcome: .success), .relaunch,
                         .advance(.days(31)), .offline, .delete(.id(1)))
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.grantedTransaction("s") == 2)
    }
}
