import Foundation
import StoreCore
import StoreKitConfig
import Testing

/// Control characters, line separators and bidirectional controls inside `.storekit` values:
/// refused in ids (they would split diagnostics, reach a terminal raw and make a recorded session
/// unreadable), escaped in every message.
struct UnprintableValueTests {
    private func file(productID: String, name: String = "Pro", group: String? = nil) -> String {
        let product = #"{ "productID" : "\#(productID)", "type" : "NonConsumable", "displayPrice" : "1.99", "#
            + #""localizations" : [ { "locale" : "en_US", "displayName" : "\#(name)" } ] }"#
        guard let group else { return #"{ "products" : [ \#(product) ] }"# }
        return #"{ "subscriptionGroups" : [ { "name" : "\#(group)", "subscriptions" : [ { "productID" : "m", "#
            + #""recurringSubscriptionPeriod" : "P1M", "type" : "RecurringSubscription" } ] } ] }"#
    }

    private func message(_ text: String) -> String {
        switch StoreKitFile.decode(Data(text.utf8), path: "test.storekit") {
        case .success: return "decoded"
        case .failure(let error): return error.description
        }
    }

    @Test func aProductIDWithANewlineIsRefusedOnOneLine() {
        let text = message(file(productID: #"a\nb"#))
        #expect(text == #"test.storekit:1:34: error: products[0].productID: expected a product id of printable characters, found "a\u000Ab" with a control character U+000A at character 2"#)
        #expect(!text.contains("\n"))
    }

    @Test func anEscapeSequenceOrABidiOverrideInAnIDIsRefused() {
        #expect(message(file(productID: #"pro\u001b[31m"#)).contains("with a control character U+001B at character 4"))
        #expect(message(file(productID: "pro\u{202E}orp")).contains("with a bidirectional control U+202E at character 4"))
        #expect(message(file(productID: "pro\u{2028}")).contains("with a line separator U+2028 at character 4"))
        #expect(message(file(productID: "m", group: #"g\tx"#)).contains("expected a subscription group name of printable characters"))
    }

    @Test func aDisplayNameWithControlsIsReadAndEscapedInMessages() throws {
        let decoded = try StoreKitFile.decode(Data(file(productID: "pro", name: #"Pro\u001b[2J\u202E"#).utf8), path: "a\nb.storekit").get()
        #expect(decoded.products.first?.displayName == "Pro\u{1B}[2J\u{202E}")
        let problem = StoreKitProblem(severity: .warning, path: "a\nb.storekit", location: decoded.source.location(of: "products"),
                                      message: "name \(decoded.products.first?.displayName ?? "")")
        #expect(problem.description == #"a\nb.storekit:1:16: warning: products: name Pro\u{1B}[2J\u{202E}"#)
    }

    @Test func aNegativeLegacyErrorCodeIsRefused() {
        #expect(message(#"{ "settings" : { "_storeKitError" : -1 } }"#)
                == "test.storekit:1:37: error: settings._storeKitError: expected an SKError code (0 or more), found -1")
    }

    @Test func printableTextEscapesWhatWouldBreakALine() {
        #expect(PrintableText.escaped("plain/path é 🙂") == "plain/path é 🙂")
        #expect(PrintableText.escaped("a\nb\tc\r\u{1B}[0m\u{7F}\u{85}\u{202E}\u{2066}\u{2029}")
                == #"a\nb\tc\r\u{1B}[0m\u{7F}\u{85}\u{202E}\u{2066}\u{2029}"#)
        #expect(PrintableText.path("") == "\"\"")
    }
}
