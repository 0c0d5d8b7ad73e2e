import Foundation
import StoreCore
import StoreKitConfig
import Testing

/// Bounded, seeded fuzzing of the `.storekit` decoder and checker: mutations of the corpus and
/// files built from a small grammar of StoreKit members. Nothing traps; an error is one line
/// `path:line:column: error: …` at a position inside the file.
struct StoreKitFuzzTests {
    static var diagnosticShape: Regex<(Substring, Substring)> { #/^\S[^\n]*:\d+:\d+: (error|warning): \S[^\n]*$/# }

    /// Inputs that once got through or broke the decoder, kept as cases (issue 15, item 7 and 10).
    static let regressions: [String] = [
        #"{ "products" : [ { "productID" : "a\nb", "type" : "Consumable" } ] }"#,
        #"{ "products" : [ { "productID" : "a\u001b[2Jb", "type" : "Consumable" } ] }"#,
        "{ \"products\" : [ { \"productID\" : \"a\u{202E}b\", \"type\" : \"Consumable\" } ] }",
        #"{ "settings" : { "_storeKitError" : -1, "_failTransactionsEnabled" : true } }"#,
        #"{ "settings" : { "_storeKitError" : 1e999 } }"#,
        #"{ "subscriptionGroups" : [ { "name" : "g\u2028", "subscriptions" : [ ] } ] }"#,
        "{\"products\":[{\"productID\":\"p\",\"type\":\"NonConsumable\",\"localizations\":[{\"displayName\":\"\\u0000\"}]}]}",
    ]

    static let tokens = ["{", "}", "[", "]", ",", ":", "\"", "null", "true", "-1", "0", "1e999", "\"\\u0000\"", "\"\\n\"",
                         "\"productID\"", "\"type\"", "\"Consumable\"", "\"RecurringSubscription\"", "\"P1M\"", "\"displayPrice\"",
                         "\"1,99\"", "\"subscriptions\"", "\"settings\"", "\"_storeKitError\"", "\u{202E}", "\u{FF}"]

    /// SplitMix64, as the explorer and the property tests use: seeded, the same everywhere.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func check(_ data: Data, path: String) {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        for problem in StoreKitCheck.check(data, path: path) {
            #expect(problem.description.wholeMatch(of: diagnosticShape) != nil, "\(problem.description)")
            #expect((1...lines).contains(problem.location.position.line) && problem.location.position.column >= 1,
                    "\(problem.description)")
        }
        if case .success(let file) = StoreKitFile.decode(data, path: path) {
            for product in file.products {
                #expect(PrintableText.firstUnprintable(in: product.productID) == nil, "\(product.productID.debugDescription)")
            }
        }
    }

    @Test func regressionsKeepTheDiagnosticShape() {
        for text in Self.regressions { Self.check(Data(text.utf8), path: "regression.storekit") }
    }

    @Test func mutatedCorpusFilesNeverTrap() throws {
        let originals = Fixtures.corpusNames.compactMap(Fixtures.data)
        try #require(originals.count == Fixtures.corpusNames.count)
        var random = SplitMix64(seed: 7)
        for _ in 0..<1_500 {
            var bytes = [UInt8](originals[Int.random(in: 0..<originals.count, using: &random)])
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<max(1, bytes.count), using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 1 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
                case 2: bytes.insert(contentsOf: Array((Self.tokens.randomElement(using: &random) ?? "").utf8), at: min(at, bytes.count))
                case 3 where !bytes.isEmpty:
                    let end = min(bytes.count, at + Int.random(in: 1...200, using: &random))
                    bytes.insert(contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0..<bytes.count, using: &random))
                default: bytes = Array(bytes.prefix(at))
                }
            }
            Self.check(Data(bytes), path: "fuzzed.storekit")
        }
    }

    @Test func filesFromAGrammarNeverTrap() {
        var random = SplitMix64(seed: 2026)
        func value(_ depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 7), using: &random) {
            case 0: return Self.tokens.filter { $0.hasPrefix("\"") && $0.count > 1 }.randomElement(using: &random) ?? "\"\""
            case 1: return ["0", "-1", "3", "1.5", "99999999999999999999"].randomElement(using: &random) ?? "0"
            case 2: return Bool.random(using: &random) ? "true" : "null"
            case 3: return "\"" + (["P1W", "P1M", "x\\u001by", "a\\nb", "NonConsumable"].randomElement(using: &random) ?? "") + "\""
            case 4, 5:
                let keys = ["productID", "type", "displayPrice", "localizations", "displayName", "locale", "subscriptions",
                            "recurringSubscriptionPeriod", "groupNumber", "name", "products", "settings", "_storeKitError",
                            "subscriptionGroups", "nonRenewingSubscriptions", "introductoryOffer", "paymentMode", "version", "major"]
                let members = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    "\"\(keys.randomElement(using: &random) ?? "x")\" : \(value(depth + 1))"
                }
                return "{ " + members.joined(separator: ", ") + " }"
            default:
                return "[ " + (0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth + 1) }.joined(separator: ", ") + " ]"
            }
        }
        for _ in 0..<3_000 {
            let text = "{ \"products\" : \(value(1)), \"subscriptionGroups\" : \(value(1)), \"settings\" : \(value(1)) }"
            Self.check(Data(text.utf8), path: "grammar.storekit")
        }
    }
}
