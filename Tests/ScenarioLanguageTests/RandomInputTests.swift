import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// A fixed-seed generator, so that a failure can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}

private let words = [
    "product", "storekit", "evaluation", "trial", "clock", "client", "quirk", "device", "account", "timezone", "fail",
    "launch", "buy", "approve", "refund", "billing-issue", "auto-renew", "advance", "device-clock", "expect", "consume",
    "com.example.pro", "com.example.coins", "com.example.monthly", "com.example.new", "products.storekit", "last",
    "unlock", "consumable", "nonrenewing", "subscription", "price", "name", "family-shareable", "external", "level",
    "unlocks", "of", "lasting", "start", "count", "storage", "first-use", "calendar", "keychain", "grace", "on", "off",
    "fault", "reference", "grant-unverified", "listed-late", "networkError", "entitlements", "purchase", "cancel",
    "access", "evaluation", "lapsed", "transaction", "purchased", "finished", "balance", "paywall", "shown", "violation",
    "#0", "#1", "#x", "#", "# note", "0", "1", "-2", "99999999999999999999", "1d", "+1d", "-1h", "ten", "0s", "P1M", "P0M",
    "1.99", "USD", "2026-01-01T09:00:00Z", "Europe/Zurich", "\"quoted word\"", "\"", "\"a\\\"b\"", "\u{7}", "\t", "é",
]

@Test func mutatedLinesNeverTrapAndWhatParsesIsWrittenBackExactly() throws {
    var generator = SeededGenerator(state: 2026)
    let context = testContext()
    var parsed = 0
    for _ in 0..<3_000 {
        // A good line with a word replaced, dropped, repeated or moved.
        var line = (goodLines.randomElement(using: &generator)?.line ?? "").split(separator: " ").map(String.init)
        let at = Int.random(in: 0..<line.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: line[at] = words.randomElement(using: &generator) ?? ""
        case 1: line.remove(at: at)
        case 2: line.insert(line[at], at: at)
        default: line.swapAt(at, Int.random(in: 0..<line.count, using: &generator))
        }
        guard case .success(let command?) = parse(line.joined(separator: " "), context: context) else { continue }
        parsed += 1
        let written = CommandFormatter.format(command)
        #expect(try parse(written, context: context).get() == command, "\(line) → \(written)")
    }
    #expect(parsed > 300)
}

@Test func randomBytesNeverTrap() {
    var generator = SeededGenerator(state: 7)
    for _ in 0..<2_000 {
        let bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
            // Mostly printable ASCII and newlines, so that lines get past the first word.
            Bool.random(using: &generator) ? UInt8.random(in: 32...126, using: &generator) : UInt8.random(in: 0...255, using: &generator)
        }
        _ = Scenario.parse(Data(bytes), context: testContext())
    }
}
