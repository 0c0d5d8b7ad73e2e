import Foundation
import Testing
@testable import StoreCore

/// The state-calculation rows of seed 000's minimum matrix, with injected instants.
struct MinimumMatrixTests {
    func access(_ engine: Engine) -> AccessState { engine.access.state }

    @Test func freshInstallBeforeTheEvaluationStarts() {
        var engine = demoEngine(EvaluationPolicy(unlockProductID: unlockID, start: .firstUse))
        #expect(access(engine) == .checking)
        engine.mustApply(.launch)
        #expect(access(engine) == .notStarted)
        #expect(engine.access.paywallShown == false)
    }

    @Test func firstActivation() {
        var engine = demoEngine(EvaluationPolicy(unlockProductID: unlockID, start: .firstUse))
        engine.mustApply(.launch, .advance(.days(2)), .useFeature)
        #expect(access(engine) == .evaluation(daysLeft: 14, endsAt: date("2026-01-17T09:00:00Z")))
        engine.mustApply(.advance(.hours(1)), .useFeature)
        #expect(engine.report(onDevice: engine.currentDeviceIndex).evaluationStart == date("2026-01-03T09:00:00Z"))
    }

    @Test func finalDayAndExactExpiryBoundary() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(13)))
        #expect(access(engine) == .evaluation(daysLeft: 1, endsAt: date("2026-01-15T09:00:00Z")))
        engine.mustApply(.advance(TimeSpan(seconds: 86_399)))
        #expect(access(engine) == .evaluation(daysLeft: 1, endsAt: date("2026-01-15T09:00:00Z")))
        engine.mustApply(.advance(.seconds(1)))
        #expect(access(engine) == .expired)
        engine.mustApply(.advance(.seconds(1)))
        #expect(access(engine) == .expired)
        #expect(engine.access.paywallShown)
    }

    @Test func deviceClockMovedBackwardIsAWarningAndNeverPunishes() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(5)), .deviceClock(TimeSpan(seconds: -7 * 86_400)))
        #expect(access(engine) == .evaluation(daysLeft: 14, endsAt: date("2026-01-15T09:00:00Z")))
        #expect(engine.events.contains { $0.kind == .warning && $0.fact == .deviceClockMoved(.days(-7), before: date("2026-01-06T09:00:00Z"),
                                                                                               after: date("2025-12-30T09:00:00Z"), offset: .days(-7)) })
        #expect(engine.events.contains { $0.kind == .warning && $0.text.contains("moved back 7d") })
        #expect(engine.violations.isEmpty)
    }

    @Test func deviceClockMovedForwardShortensTheEvaluation() {
        var engine = demoEngine()
        engine.mustApply(.launch, .deviceClock(.days(10)))
        #expect(access(engine) == .evaluation(daysLeft: 4, endsAt: date("2026-01-15T09:00:00Z")))
        engine.mustApply(.deviceClock(.days(5)))
        #expect(access(engine) == .expired)
        #expect(engine.violations.isEmpty)
    }

    @Test func ownershipWinsOverAnExpiredEvaluation() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(20)), .buy(productID: unlockID, outcome: .success))
        #expect(access(engine) == .unlocked)
        #expect(engine.access.reason == "owned via #1 \(unlockID)")
    }

    @Test func refundRemovesTheUnlock() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(20)), .buy(productID: unlockID, outcome: .success), .refund(.last, .other))
        #expect(access(engine) == .expired)
        #expect(engine.violations.isEmpty)
    }

    @Test func unverifiedNeverUnlocks() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(20)), .buy(productID: unlockID, outcome: .unverified))
        #expect(access(engine) == .expired)
        engine.mustApply(.relaunch)
        #expect(access(engine) == .expired)
        #expect(engine.violations.isEmpty)
    }

    @Test func reinstallKeepsTheEvaluation() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(6)), .reinstall, .launch)
        #expect(access(engine) == .evaluation(daysLeft: 8, endsAt: date("2026-01-15T09:00:00Z")))
        #expect(engine.violations.isEmpty)
    }

    @Test func preferencesOnlyStorageRestartsOnReinstallAndTheMonitorSaysSo() {
        var engine = demoEngine(EvaluationPolicy(unlockProductID: unlockID, storage: .preferences))
        engine.mustApply(.launch, .advance(.days(6)), .reinstall, .launch)
        #expect(access(engine) == .evaluation(daysLeft: 14, endsAt: date("2026-01-21T09:00:00Z")))
        #expect(engine.violationNames == ["evaluation-restarted"])
    }

    @Test func keychainOnlyStorageSurvivesReinstall() {
        var engine = demoEngine(EvaluationPolicy(unlockProductID: unlockID, storage: .keychain))
        engine.mustApply(.launch, .advance(.days(6)), .reinstall, .launch)
        #expect(access(engine) == .evaluation(daysLeft: 8, endsAt: date("2026-01-15T09:00:00Z")))
    }

    @Test func theEarliestStoredDateWins() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(6)))
        engine.world.devices[0].storage.preferences["evaluationStart"] = .date(date("2026-01-05T09:00:00Z"))
        engine.mustApply(.relaunch)
        #expect(engine.report(onDevice: engine.currentDeviceIndex).evaluationStart == date("2026-01-01T09:00:00Z"))
        #expect(engine.currentDevice.storage.preferences["evaluationStart"]?.date == date("2026-01-01T09:00:00Z"))
    }

    @Test func aNewDeviceHasNoLocalRecordButSeesThePurchase() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(20)), .device("tablet"), .launch)
        #expect(access(engine) == .evaluation(daysLeft: 14, endsAt: date("2026-02-04T09:00:00Z")))
        engine.mustApply(.device("phone"), .buy(productID: unlockID, outcome: .success), .device("tablet"))
        #expect(access(engine) == .unlocked)
        #expect(engine.violations.isEmpty)
    }

    @Test func aFamilySharedUnlockUnlocks() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(20)), .familyShare(productID: unlockID))
        #expect(access(engine) == .unlocked)
        #expect(engine.access.reason == "family shared via #1 \(unlockID)")
        engine.mustApply(.familyStop(productID: unlockID))
        #expect(access(engine) == .expired)
        #expect(engine.violations.isEmpty)
    }

    @Test func aConsumableIsCreditedOnce() {
        var engine = demoEngine()
        let coins = StoreProduct(id: "com.example.coins", kind: .consumable)
        engine.mustApply(.product(coins), .launch, .buy(productID: coins.id, outcome: .success), .relaunch, .relaunch)
        #expect(engine.currentDevice.storage.consumables.balance(of: coins.id) == 1)
        engine.mustApply(.consume(productID: coins.id, units: 1))
        #expect(engine.currentDevice.storage.consumables.balance(of: coins.id) == 0)
        #expect(engine.violations.isEmpty)
    }

    @Test func unknownIsNeverNone() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .quit, .fail(.entitlements, .userCancelled), .launch)
        #expect(access(engine) == .checking)
        #expect(engine.access.paywallShown == false)
        #expect(engine.violations.isEmpty)
    }

    @Test func offlineLaunchAfterAKnownUnlock() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .quit, .offline, .launch)
        #expect(access(engine) == .unlocked)
        #expect(engine.violations.isEmpty)
    }
}

struct OfflineTests {
    @Test func aDeviceThatNeverReachedTheStoreCannotAnswerOffline() {
        var engine = demoEngine()
        engine.mustApply(.device("tablet"), .offline, .launch)
        #expect(engine.access.state == .checking)
        #expect(engine.access.paywallShown == false)
        engine.mustApply(.online, .refresh(cancelled: false))
        #expect(engine.access.state.name == "evaluation")
    }

    @Test func offlineLaunchDuringTheEvaluation() {
        var engine = demoEngine()
        engine.mustApply(.launch, .advance(.days(4)), .quit, .offline, .launch)
        #expect(engine.access.state == .evaluation(daysLeft: 10, endsAt: date("2026-01-15T09:00:00Z")))
        #expect(engine.violations.isEmpty)
    }
}

struct OfflineFirstLaunchTests {
    @Test func aHandedVerifiedPurchaseUnlocksBeforeAnyReadAnswers() {
        var engine = demoEngine()
        engine.mustApply(.buyElsewhere(productID: unlockID), .offline, .launch)
        #expect(engine.access.state == .unlocked)
        // The purchase was finished on the phone, so nothing hands it to a tablet that has never
        // reached the store: it has no answer.
        engine.mustApply(.quit, .device("tablet"), .offline, .launch)
        #expect(engine.access.state == .checking)
    }

    @Test func comingBackOnlineReadsAgain() {
        var engine = demoEngine()
        engine.mustApply(.device("tablet"), .offline, .launch)
        #expect(engine.access.state == .checking)
        engine.mustApply(.online)
        #expect(engine.access.state.name == "evaluation")
        #expect(engine.violations.isEmpty)
    }
}
