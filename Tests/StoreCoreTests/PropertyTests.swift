import Foundation
import Testing
@testable import StoreCore

/// Seeded random command sequences against the reference client.
struct PropertyTests {
    /// SplitMix64: small, seeded, the same on every platform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let products = [
        StoreProduct(id: unlockID, kind: .unlock, familyShareable: true),
        StoreProduct(id: "coins", kind: .consumable),
        StoreProduct(id: "pass", kind: .nonRenewing(.days(30))),
        StoreProduct(id: "pro", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 2), familyShareable: true),
        StoreProduct(id: "max", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .week), level: 1)),
        StoreProduct(id: "other", kind: .unlock, external: true),
    ]

    static func randomCommand(_ rng: inout SeededGenerator) -> Command {
        let ids = products.map(\.id)
        let product = ids.randomElement(using: &rng)!
        let reference: TransactionReference = Bool.random(using: &rng) ? .last : .id(TransactionID(Int.random(in: 1...12, using: &rng)))
        let outcomes: [PurchaseOutcome] = [.success, .success, .success, .askToBuy, .cancel, .fail(.networkError), .unverified, .interrupted]
        let choices: [Command] = [
            .launch, .quit, .relaunch, .reinstall, .useFeature, .online, .offline, .restore,
            .products(ProductsOutcome.allCases.randomElement(using: &rng)!), .refresh(cancelled: Bool.random(using: &rng)),
            .consume(productID: "coins", units: Int.random(in: 1...2, using: &rng)),
            .buy(productID: product, outcome: outcomes.randomElement(using: &rng)!), .buyElsewhere(productID: product),
            .approve(reference), .decline(reference), .refund(reference, .other), .revoke(reference), .expire(reference),
            .renew(reference), .billingIssue(reference, grace: Bool.random(using: &rng) ? .days(6) : nil), .resolve(reference),
            .delete(reference), .familyShare(productID: product), .familyStop(productID: product),
            .autoRenew(reference, on: Bool.random(using: &rng)),
            .advance(TimeSpan(seconds: Int64.random(in: 1...(40 * 86_400), using: &rng))),
            .deviceClock(TimeSpan(seconds: Int64.random(in: -5 * 86_400...5 * 86_400, using: &rng))),
            .device(["phone", "tablet"].randomElement(using: &rng)!),
            .quirk(Quirk.allCases.randomElement(using: &rng)!, on: Bool.random(using: &rng)),
            .fail(StoreAPI.allCases.randomElement(using: &rng)!, Bool.random(using: &rng) ? .networkError : nil),
        ]
        return choices.randomElement(using: &rng)!
    }

    /// Runs a seeded sequence; returns the transcript and the violations.
    static func run(seed: UInt64, steps: Int) -> (transcript: String, violations: [Violation]) {
        var rng = SeededGenerator(state: seed)
        var engine = Engine()
        for product in products { _ = try? engine.apply(.product(product)) }
        _ = try? engine.apply(.evaluation(EvaluationPolicy(unlockProductID: unlockID, start: .firstUse)))
        _ = try? engine.apply(.trial(id: "trial", of: unlockID, lasting: .days(7)))
        for _ in 0..<steps {
            _ = try? engine.apply(randomCommand(&rng))
            _ = engine.access
        }
        return (engine.events.map(\.transcriptLine).joined(separator: "\n"), engine.violations)
    }

    @Test func theReferenceClientNeverTripsTheMonitor() {
        for seed in UInt64(1)...UInt64(2_000) {
            let (transcript, violations) = Self.run(seed: seed, steps: 30)
            #expect(violations.isEmpty, "seed \(seed): \(violations.map(\.summary))\n\(transcript)")
            if !violations.isEmpty { return }
        }
    }

    @Test func replayingASequenceGivesTheSameTranscript() {
        for seed in [UInt64(7), 99, 12_345] {
            #expect(Self.run(seed: seed, steps: 200).transcript == Self.run(seed: seed, steps: 200).transcript)
        }
    }
}
