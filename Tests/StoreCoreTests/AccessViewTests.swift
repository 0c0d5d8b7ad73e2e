import Testing
@testable import StoreCore

/// The reference client spells its reason out only when read (`AccessView.reason`): a view with
/// a deferred reason reads, compares and hashes as a view holding the same text.
struct AccessViewTests {
    @Test func aDeferredReasonIsTheSameAsItsText() {
        let spelled = AccessView(state: .unlocked, reason: "owned via #3 pro", paywallShown: false)
        let deferred = AccessView(state: .unlocked, paywallShown: false, reason: { "owned via #" + String(3) + " pro" })
        #expect(deferred.reason == "owned via #3 pro")
        #expect(deferred == spelled)
        #expect(Set([spelled, deferred]).count == 1)
        #expect(deferred != AccessView(state: .unlocked, paywallShown: false, reason: { "owned via #4 pro" }))
        #expect(deferred != AccessView(state: .unlocked, reason: "owned via #3 pro", paywallShown: true))
    }

    /// An engine's views over seeded random sessions: the reason read twice is the same text.
    @Test func theReferenceClientsReasonReadsTheSameEachTime() {
        var read = 0
        for seed in UInt64(1)...UInt64(30) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
            for _ in 0..<30 {
                _ = try? engine.apply(PropertyTests.randomCommand(&rng))
                let view = engine.access
                #expect(view.reason == view.reason && !view.reason.isEmpty)
                #expect(view == AccessView(state: view.state, reason: view.reason, paywallShown: view.paywallShown))
                read += 1
            }
        }
        #expect(read == 900)
    }
}
