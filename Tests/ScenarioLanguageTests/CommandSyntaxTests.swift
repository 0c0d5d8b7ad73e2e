@testable import ScenarioLanguage
import StoreCore
import Testing

/// Every command name is read by exactly one syntax, and every syntax formats only its own.
struct CommandSyntaxTests {
    @Test func everyCommandNameHasExactlyOneSyntax() {
        let names = Vocabulary.commands.map(\.name)
        #expect(names.count == Set(names).count)
        #expect(Vocabulary.commandsByName.count == names.count)
    }

    /// The prompt completes command names in the language's order: setup, the app, purchases,
    /// the transaction manager, StoreKit's other surfaces, time, checks.
    @Test func commandNamesComeInTheLanguagesOrder() {
        #expect(ScenarioWords.commandNames == [
            "product", "storekit", "evaluation", "trial", "nonrenewing", "clock", "client", "quirk", "device", "account",
            "timezone", "fail", "offer", "launch", "quit", "relaunch", "reinstall", "use-feature", "online", "offline",
            "products", "restore", "refresh", "consume", "buy", "buy-elsewhere", "redeem-code", "approve", "decline",
            "refund", "revoke", "expire", "renew", "billing-issue", "resolve", "delete", "family-share", "family-stop",
            "auto-renew", "price-increase", "price-consent", "storefront", "app-transaction", "sheet", "promote", "tap",
            "advance", "device-clock", "expect",
        ])
    }

    @Test func aCommandIsFormattedByTheSyntaxThatReadsItsName() throws {
        for sample in roundTripCommands {
            var lines: [(line: String, names: [String])] = []
            for syntax in Vocabulary.syntaxes {
                if let line = syntax.format(sample) { lines.append((line, syntax.commands.map(\.name))) }
            }
            #expect(lines.count == 1, "\(sample)")
            let formatted = try #require(lines.first)
            let first = String(formatted.line.prefix { $0 != " " })
            #expect(formatted.names.contains(first), "\(formatted.line)")
        }
    }
}
