import Testing
@testable import StoreCore

struct ListenerMissingTests {
    @Test func anAppThatLaunchedWithoutAListenerIsFlagged() {
        let world = CheckSupport.world(.client(.fault(.noLaunchListener)), .launch)
        let launched = CheckSupport.trace { $0.contextChanged(on: 0, launch: true) }
        let found = CheckSupport.judge(ListenerMissing(), app: CheckSupport.report(), in: world, after: launched)
        #expect(found.map(\.detail) == ["the app runs on phone without a Transaction.updates listener"])
    }

    /// Judged when the app launches or changes account, not at every step after.
    @Test func aLaterStepIsNotJudged() {
        let world = CheckSupport.world(.client(.fault(.noLaunchListener)), .launch)
        #expect(CheckSupport.judge(ListenerMissing(), app: CheckSupport.report(), in: world, after: CheckSupport.trace()).isEmpty)
    }

    @Test func anAppWithAListenerIsFine() {
        let world = CheckSupport.world(.launch)
        let launched = CheckSupport.trace { $0.contextChanged(on: 0, launch: true) }
        #expect(CheckSupport.judge(ListenerMissing(), app: CheckSupport.report(), in: world, after: launched).isEmpty)
    }
}
