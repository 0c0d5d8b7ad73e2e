import PurchasePort
import StoreCore

/// The scenario the interactive screen opens with when no scenario is given: a 14-day
/// evaluation unlocking `com.example.app.permanentUnlock` (a non-consumable), on a fresh
/// install, launched. Only the interactive screen uses it; headless runs start empty.
package enum BuiltInDemo {
    /// The name diagnostics and the screen give the demo.
    package static let name = "built-in demo"

    /// The demo's lines with the commands they say, made as they are rather than parsed: reading
    /// the text built the vocabulary's tables and asked ICU for its currency codes first, 0.6 M
    /// instructions before the first frame. A test checks that `text` parses into exactly these.
    package static var lines: [(text: String, command: Command)] {
        let unlock = "com.example.app.permanentUnlock"
        let product = StoreProduct(id: unlock, kind: .unlock, price: Price(amount: "7.99", currencyCode: "USD"),
                                   displayName: "Permanent Unlock")
        return [
            ("product \(unlock) unlock price 7.99 USD name \"Permanent Unlock\"", .product(product)),
            ("evaluation 14d unlocks \(unlock)", .evaluation(EvaluationPolicy(length: .days(14), unlockProductID: unlock))),
            ("launch", .launch),
        ]
    }

    /// The demo as a scenario file.
    package static var text: String {
        var text = "# The built-in demo: a free 14-day evaluation, then a one-time permanent unlock."
        for line in lines { text += "\n" + line.text }
        return text
    }
}
