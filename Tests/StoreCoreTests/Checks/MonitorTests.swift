import Testing
@testable import StoreCore

/// The monitor runs every check, reports a step's breaches in their documented order, and a
/// breach once while it stands.
struct MonitorTests {
    private let world = CheckSupport.world(.product(StoreProduct(id: "sdk", kind: .unlock, external: true)),
                                           .product(StoreProduct(id: "sdk2", kind: .unlock, external: true)), .product(CheckSupport.unlock),
                                           .launch, .buyElsewhere(productID: "sdk"), .buy(productID: "pro", outcome: .success),
                                           .buyElsewhere(productID: "sdk2"))

    /// Finishes of two invariants are reported in the order the app made them.
    @Test func breachesOfOneStageComeInTheOrderTheyHappened() {
        var monitor = Monitor()
        var trace = CheckSupport.trace {
            $0.record(.finished(.init(transaction: 1, device: 0, afterDelivery: true, external: true)))
            $0.record(.finished(.init(transaction: 2, device: 0, afterDelivery: false, external: false)))
            $0.record(.finished(.init(transaction: 3, device: 0, afterDelivery: true, external: true)))
        }
        #expect(monitor.judge(&trace, in: world).map(\.violation.summary) == [
            "foreign-finished: the app finished #1 sdk, a product it does not handle",
            "finished-before-delivery: the app finished #2 pro before delivering it",
            "foreign-finished: the app finished #3 sdk2, a product it does not handle",
        ])
    }

    /// What each app shows comes before what the apps did.
    @Test func whatAnAppShowsComesFirst() {
        var monitor = Monitor()
        var trace = CheckSupport.trace {
            $0.record(.finished(.init(transaction: 1, device: 0, afterDelivery: true, external: true)))
            $0.touch(0)
            $0.paywallShownBeforeAnswer(on: 0)
        }
        #expect(monitor.judge(&trace, in: world).map(\.violation.invariant) == [.paywallBeforeAnswer, .foreignFinished])
    }

    @Test func aBreachIsReportedOnceWhileItStandsAndAgainAfterALaunch() {
        var monitor = Monitor()
        var step = CheckSupport.trace {
            $0.touch(0)
            $0.paywallShownBeforeAnswer(on: 0)
        }
        #expect(monitor.judge(&step, in: world).count == 1)
        #expect(monitor.judge(&step, in: world).isEmpty)
        var launched = CheckSupport.trace {
            $0.contextChanged(on: 0, launch: true)
            $0.paywallShownBeforeAnswer(on: 0)
        }
        #expect(monitor.judge(&launched, in: world).count == 1)
    }

    /// Only the apps the step touched are judged.
    @Test func anAppTheStepDidNotTouchIsNotJudged() {
        var monitor = Monitor()
        var untouched = CheckSupport.trace { $0.paywallShownBeforeAnswer(on: 0) }
        #expect(monitor.judge(&untouched, in: world).isEmpty)
    }
}
