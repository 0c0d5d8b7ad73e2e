import Foundation
@testable import ScenarioLanguage
import StoreCore
import Testing

/// Commands with values chosen to exercise the formatter beyond the examples (below): quoting,
/// defaults left out and spelled out, negative spans, aliases.
let roundTripCommands: [Command] = goodLines.map(\.command) + [
    .product(StoreProduct(id: "com.example.hash", kind: .consumable, displayName: "#1 \"best\" \\ tab")),
    .product(StoreProduct(id: "com.example.small", kind: .consumable, price: price("0.50", "JPY"))),
    .product(StoreProduct(id: "com.example.tiny", kind: .consumable, price: price("0.000000000000000001", "USD"))),
    .product(StoreProduct(id: "com.example.zeros", kind: .consumable, price: price("00012.50", "GBP"))),
    .product(StoreProduct(id: "com.example.big", kind: .nonRenewing(TimeSpan(seconds: 90_061)), price: price("99999999.99", "USD"))),
    .storekit(path: "my products.storekit", configuration: storeKitConfiguration),
    .device("#home"),
    .account("Anna Smith"),
    .evaluation(EvaluationPolicy(length: .hours(1), unlockProductID: "com.example.pro", storage: .keychain)),
    .fail(.verification, .verificationFailed),
    .fail(.entitlements, .networkError),
    .deviceClock(.zero),
    .deviceClock(TimeSpan(seconds: -90_061)),
    .advance(.seconds(1)),
    .buy(productID: "com.example.pro", outcome: .fail(.userCancelled)),
    .expect(.access(state: "lapsed", days: nil, reason: "auto-renew-disabled")),
    .expect(.transactionState(.id(TransactionID(Int.max)), .expired)),
    .storefront(code: "FRA", locale: "fr_FR"),
    .storefront(code: "USA", locale: nil),
    .appTransaction(.originalVersion("1.4", purchased: Date(timeIntervalSince1970: 1_700_000_000), verified: false)),
    .appTransaction(.originalVersion("1 beta", purchased: nil, verified: true)),
    .appTransaction(.appVersion("2.0")),
    .sheet(.close),
    .sheet(.cancel),
    .sheet(.cancelSubscription),
    .sheet(.changePlan(productID: "com.example.annual")),
    .sheet(.redeem(productID: "com.example.annual", offerID: "FRIENDS", code: "A1B2-C3D4")),
    .sheet(.requestRefund(reason: "bought by mistake")),
    .sheet(.requestRefund(reason: nil)),
    .promote(productID: "com.example.pro"),
    .tap(control: "manage-subscription"),
    .expect(.transactionAppAccountToken(.id(3), UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))),
    .expect(.transactionAppAccountToken(.last, nil)),
    .expect(.message(.pending, containing: nil)),
    .expect(.message(.failed, containing: "could not be \"verified\"")),
    .expect(.message(nil, containing: nil)),
]

/// Where the examples are read: against the test catalogue, from a scenario beside the StoreKit
/// twin's scenarios, so that `storekit Pro.storekit` loads that real file with the real loader.
func exampleContext() -> ParseContext {
    var context = testContext(path: SuitePaths.absolute("Examples/StoreKitTwin/example.scenario"))
    context.loadStoreKit = StoreKitBridge.load
    return context
}

/// Every syntax's example of each of its command names (`CommandSyntax.example`), and `expect`'s
/// example of each expectation: what a parse error of such a line ends with.
let commandExamples: [String] = Vocabulary.syntaxes.flatMap { $0.examples }
    + Vocabulary.ExpectationName.allCases.map(ExpectSyntax.example)

@Test("an example is a canonical line: it parses, is written back as it is, and reads back", arguments: commandExamples)
func anExampleRoundTrips(_ example: String) throws {
    let command = try #require(try parse(example, context: exampleContext()).get())
    let line = CommandFormatter.format(command)
    #expect(line == example)
    #expect(try parse(line, context: exampleContext()).get() == command, "\(line)")
}

/// Each example is of the name (and the expectation) it is given for: a new command cannot go
/// without one, and the examples cover every name and expectation with no list to edit.
@Test func everyCommandNameAndExpectationHasItsExample() {
    for syntax in Vocabulary.syntaxes {
        let firstWords = syntax.examples.map { String($0.prefix { $0 != " " }) }
        #expect(firstWords == syntax.commands.map(\.name), "\(syntax)")
    }
    #expect(Set(commandExamples.map { String($0.prefix { $0 != " " }) }) == Set(ScenarioWords.commandNames))
    for expectation in Vocabulary.ExpectationName.allCases {
        let words = ExpectSyntax.example(expectation).split(separator: " ").map(String.init)
        #expect(words.prefix(2) == ["expect", expectation.rawValue], "\(words)")
    }
}

@Test("format then parse gives the command back", arguments: roundTripCommands)
func formatThenParseGivesTheCommandBack(_ command: Command) throws {
    let line = CommandFormatter.format(command)
    #expect(try parse(line).get() == command, "\(line)")
}

@Test("a canonical line is written back as it was read", arguments: [
    "product com.example.max subscription \"Pro Plans\" P1Y level 2 price 29 EUR family-shareable",
    "product com.other.sdk unlock price 7.99 CHF name \"SDK \\\"Extra\\\" \\\\ Pack\" family-shareable external",
    "evaluation 7d unlocks com.example.pro start first-use count calendar storage preferences",
    "trial com.example.trial of com.example.pro lasting 7d",
    "product com.example.tiny consumable price 0.000000000000000001 USD",
    "product com.example.big nonrenewing 1d1h1m1s price 99999999999999999999 JPY",
    "clock 2026-01-01T09:00:00Z",
    "fail entitlements",
    "fail sync off",
    "buy com.example.pro fail networkError",
    "refund #2 developer-issue",
    "billing-issue com.example.monthly grace 16d",
    "price-increase com.example.monthly 5.99 USD consent-required",
    "price-consent #1 decline",
    "expect price-increase com.example.monthly no-increase",
    "device-clock -1h",
    "device-clock +1d12h",
    "expect access evaluation 11",
    "expect transaction com.example.pro unfinished",
    "offer com.example.monthly introductory pay-as-you-go P1M periods 3 price 1.99 USD",
    "buy com.example.annual offer spring signature invalid ask-to-buy",
    "expect renewal #1 win-back comeback",
    "expect renewal #1 price-increase agreed",
])
func canonicalLineIsWrittenBack(_ line: String) throws {
    let command = try #require(try parse(line, context: testContext()).get())
    #expect(CommandFormatter.format(command) == line)
}

@Test func defaultsAreLeftOut() {
    #expect(CommandFormatter.format(.refund(.id(1), .other)) == "refund #1")
    #expect(CommandFormatter.format(.evaluation(EvaluationPolicy(unlockProductID: "com.example.pro")))
        == "evaluation 14d unlocks com.example.pro")
    #expect(CommandFormatter.format(.product(StoreProduct(id: "a", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .week), level: 1))))
        == "product a subscription g P1W")
}

@Test func aStoreDatedTrialProductIsWrittenAsATrialLine() {
    let product = StoreProduct(id: "com.example.trial", kind: .trial(of: "com.example.pro", lasting: .days(7)))
    #expect(CommandFormatter.format(.product(product)) == "trial com.example.trial of com.example.pro lasting 7d")
}
