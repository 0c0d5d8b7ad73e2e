import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// A line and the command it must parse to.
struct GoodLine: CustomTestStringConvertible, Sendable {
    let line: String
    let command: Command

    init(_ line: String, _ command: Command) {
        self.line = line
        self.command = command
    }

    var testDescription: String { line }
}

private let monthly = SubscriptionPeriod(count: 1, unit: .month)

let goodLines: [GoodLine] = [
    // Setup
    GoodLine("product com.example.new unlock", .product(StoreProduct(id: "com.example.new", kind: .unlock))),
    GoodLine("product com.example.gems consumable price 0.99 USD",
             .product(StoreProduct(id: "com.example.gems", kind: .consumable, price: price("0.99", "USD")))),
    GoodLine("product com.example.season nonrenewing 90d", .product(StoreProduct(id: "com.example.season", kind: .nonRenewing(.days(90))))),
    GoodLine("price-increase com.example.monthly 5.99 EUR",
             .priceIncrease(productID: "com.example.monthly", price: Price(amount: 5.99, currencyCode: "EUR"), consentRequired: false)),
    GoodLine("price-increase com.example.monthly 6 USD consent-required",
             .priceIncrease(productID: "com.example.monthly", price: Price(amount: 6, currencyCode: "USD"), consentRequired: true)),
    GoodLine("price-consent last agree", .priceConsent(.last, agree: true)),
    GoodLine("expect price-increase #2 agreed", .expect(.priceIncrease(.id(2), .agreed))),
    GoodLine("nonrenewing com.example.pass lasting 52w",
             .nonRenewingLength(productID: "com.example.pass", lasting: .days(364))),
    GoodLine("product com.example.plus subscription pro P1M",
             .product(StoreProduct(id: "com.example.plus", kind: .subscription(group: "pro", period: monthly, level: 1)))),
    GoodLine("product com.example.max subscription \"Pro Plans\" P1Y level 2 price 29 eur family-shareable",
             .product(StoreProduct(id: "com.example.max",
                              kind: .subscription(group: "Pro Plans", period: SubscriptionPeriod(count: 1, unit: .year), level: 2),
                              price: price("29", "EUR"), familyShareable: true))),
    GoodLine("product com.other.sdk unlock external name \"SDK \\\"Extra\\\" \\\\ Pack\" family-shareable price 7.99 CHF",
             .product(StoreProduct(id: "com.other.sdk", kind: .unlock, price: price("7.99", "CHF"),
                              displayName: "SDK \"Extra\" \\ Pack", familyShareable: true, external: true))),
    GoodLine("storekit products.storekit", .storekit(path: "products.storekit", configuration: storeKitConfiguration)),
    GoodLine("evaluation 14d unlocks com.example.pro", .evaluation(EvaluationPolicy(unlockProductID: "com.example.pro"))),
    GoodLine("evaluation 7d unlocks com.example.pro storage preferences count calendar start first-use",
             .evaluation(EvaluationPolicy(length: .days(7), unlockProductID: "com.example.pro", start: .firstUse,
                                          count: .calendar, storage: .preferences))),
    GoodLine("trial com.example.trial of com.example.pro lasting 1w",
             .trial(id: "com.example.trial", of: "com.example.pro", lasting: .days(7))),
    GoodLine("clock 2026-01-01T09:00:00Z", .clock(date("2026-01-01T09:00:00Z"))),
    GoodLine("clock 2026-01-01T11:00:00+02:00", .clock(date("2026-01-01T09:00:00Z"))),
    GoodLine("client reference", .client(.reference)),
    GoodLine("client fault grant-unverified", .client(.fault(.grantUnverified))),
    GoodLine("quirk listed-late off", .quirk(.listedLate, on: false)),
    GoodLine("quirk refund-vanishes on", .quirk(.refundVanishes, on: true)),
    GoodLine("device ipad", .device("ipad")),
    GoodLine("device \"Anna's iPad\"", .device("Anna's iPad")),
    GoodLine("account family-parent", .account("family-parent")),
    GoodLine("timezone Europe/Zurich", .timeZone("Europe/Zurich")),
    GoodLine("fail load-products networkError", .fail(.loadProducts, .networkError)),
    GoodLine("fail purchase network", .fail(.purchase, .networkError)),
    GoodLine("fail sync off", .fail(.sync, nil)),
    GoodLine("fail entitlements", .fail(.entitlements, .userCancelled)),
    GoodLine("fail entitlements off", .fail(.entitlements, nil)),
    // App
    GoodLine("launch", .launch),
    GoodLine("quit", .quit),
    GoodLine("relaunch", .relaunch),
    GoodLine("reinstall", .reinstall),
    GoodLine("use-feature", .useFeature),
    GoodLine("online", .online),
    GoodLine("offline", .offline),
    GoodLine("products load", .products(.load)),
    GoodLine("products fail", .products(.fail)),
    GoodLine("products empty", .products(.empty)),
    GoodLine("restore", .restore),
    GoodLine("refresh", .refresh(cancelled: false)),
    GoodLine("refresh cancelled", .refresh(cancelled: true)),
    GoodLine("consume com.example.coins 3", .consume(productID: "com.example.coins", units: 3)),
    // Purchases
    GoodLine("buy com.example.pro", .buy(productID: "com.example.pro", outcome: .success)),
    GoodLine("buy com.example.pro ask-to-buy", .buy(productID: "com.example.pro", outcome: .askToBuy)),
    GoodLine("buy com.example.pro cancel", .buy(productID: "com.example.pro", outcome: .cancel)),
    GoodLine("buy com.example.pro fail notEntitled", .buy(productID: "com.example.pro", outcome: .fail(.notEntitled))),
    GoodLine("buy com.example.pro fail NETWORKERROR", .buy(productID: "com.example.pro", outcome: .fail(.networkError))),
    GoodLine("buy com.example.pro unverified", .buy(productID: "com.example.pro", outcome: .unverified)),
    GoodLine("buy com.example.pro interrupted", .buy(productID: "com.example.pro", outcome: .interrupted)),
    GoodLine("buy-elsewhere com.example.monthly", .buyElsewhere(productID: "com.example.monthly")),
    GoodLine("buy com.example.annual offer spring signature valid",
             .buyWithOffer(productID: "com.example.annual", offer: .promotional(offerID: "spring", signature: .valid), outcome: .success)),
    GoodLine("buy com.example.annual offer spring signature missing cancel",
             .buyWithOffer(productID: "com.example.annual", offer: .promotional(offerID: "spring", signature: .missing), outcome: .cancel)),
    GoodLine("buy com.example.annual offer comeback",
             .buyWithOffer(productID: "com.example.annual", offer: .winBack(offerID: "comeback"), outcome: .success)),
    GoodLine("redeem-code com.example.annual FRIENDS", .redeemCode(productID: "com.example.annual", offerID: "FRIENDS", code: nil)),
    GoodLine("redeem-code com.example.annual FRIENDS X7Q2-KM", .redeemCode(productID: "com.example.annual", offerID: "FRIENDS", code: "X7Q2-KM")),
    GoodLine("offer com.example.monthly introductory free-trial P1W",
             .offer(productID: "com.example.monthly", SubscriptionOffer(kind: .introductory, id: nil, paymentMode: .freeTrial,
                                                                        period: SubscriptionPeriod(count: 1, unit: .week)))),
    GoodLine("offer com.example.monthly promotional half pay-up-front P3M price 4.99 USD",
             .offer(productID: "com.example.monthly", SubscriptionOffer(kind: .promotional, id: "half", paymentMode: .payUpFront,
                                                                        period: SubscriptionPeriod(count: 3, unit: .month),
                                                                        price: price("4.99", "USD")))),
    GoodLine("offer com.example.annual code LOYAL free-trial P1M for new expired",
             .offer(productID: "com.example.annual", SubscriptionOffer(kind: .code, id: "LOYAL", paymentMode: .freeTrial,
                                                                       period: monthly, customers: [.new, .expired]))),
    // Transaction manager
    GoodLine("approve #1", .approve(.id(1))),
    GoodLine("decline last", .decline(.last)),
    GoodLine("refund com.example.pro", .refund(.product("com.example.pro"), .other)),
    GoodLine("refund #2 developer-issue", .refund(.id(2), .developerIssue)),
    GoodLine("refund #2 other", .refund(.id(2), .other)),
    GoodLine("refund #2 consumed 100%", .refund(.id(2), .other, consumption: 100)),
    GoodLine("refund last developer-issue consumed 0%", .refund(.last, .developerIssue, consumption: 0)),
    GoodLine("revoke #12", .revoke(.id(12))),
    GoodLine("expire com.example.monthly", .expire(.product("com.example.monthly"))),
    GoodLine("renew com.example.monthly", .renew(.product("com.example.monthly"))),
    GoodLine("renew #4", .renew(.id(4))),
    GoodLine("billing-issue last", .billingIssue(.last, grace: nil)),
    GoodLine("billing-issue com.example.monthly grace 16d", .billingIssue(.product("com.example.monthly"), grace: .days(16))),
    GoodLine("resolve last", .resolve(.last)),
    GoodLine("delete #3", .delete(.id(3))),
    GoodLine("family-share com.example.pro", .familyShare(productID: "com.example.pro")),
    GoodLine("family-stop com.example.pro", .familyStop(productID: "com.example.pro")),
    GoodLine("auto-renew last off", .autoRenew(.last, on: false)),
    GoodLine("auto-renew com.example.monthly on", .autoRenew(.product("com.example.monthly"), on: true)),
    // Time
    GoodLine("advance 1d12h", .advance(.hours(36))),
    GoodLine("advance 90s", .advance(.seconds(90))),
    GoodLine("device-clock +2d", .deviceClock(.days(2))),
    GoodLine("device-clock -1h", .deviceClock(.hours(-1))),
    // Checks
    GoodLine("expect access checking", .expect(.access(state: "checking", days: nil, reason: nil))),
    GoodLine("expect access evaluation", .expect(.access(state: "evaluation", days: nil, reason: nil))),
    GoodLine("expect access evaluation 11", .expect(.access(state: "evaluation", days: 11, reason: nil))),
    GoodLine("expect access lapsed billing-error", .expect(.access(state: "lapsed", days: nil, reason: "billing-error"))),
    GoodLine("expect access not-started", .expect(.access(state: "not-started", days: nil, reason: nil))),
    GoodLine("expect owned com.example.pro", .expect(.owned("com.example.pro"))),
    GoodLine("expect not-owned com.example.pro", .expect(.notOwned("com.example.pro"))),
    GoodLine("expect pending com.example.pro", .expect(.pending("com.example.pro"))),
    GoodLine("expect no-pending", .expect(.noPending)),
    GoodLine("expect transaction #1 purchased", .expect(.transactionState(.id(1), .purchased))),
    GoodLine("expect transaction last declined", .expect(.transactionState(.last, .declined))),
    GoodLine("expect transaction com.example.pro finished", .expect(.transactionFinished(.product("com.example.pro"), true))),
    GoodLine("expect transaction #2 unfinished", .expect(.transactionFinished(.id(2), false))),
    GoodLine("expect balance com.example.coins 0", .expect(.balance("com.example.coins", 0))),
    GoodLine("expect paywall shown", .expect(.paywall(shown: true))),
    GoodLine("expect paywall hidden", .expect(.paywall(shown: false))),
    GoodLine("expect violation unverified-granted", .expect(.violation(.unverifiedGranted))),
    GoodLine("expect no-violations", .expect(.noViolations)),
    GoodLine("expect transaction #1 offer introductory", .expect(.transactionOffer(.id(1), type: .introductory, id: nil))),
    GoodLine("expect transaction #2 offer promotional spring", .expect(.transactionOffer(.id(2), type: .promotional, id: "spring"))),
    GoodLine("expect transaction last offer none", .expect(.transactionOffer(.last, type: nil, id: nil))),
    GoodLine("expect transaction #1 upgraded", .expect(.transactionUpgraded(.id(1)))),
    GoodLine("expect transaction #1 expires 2026-01-15T09:00:00Z", .expect(.transactionExpires(.id(1), date("2026-01-15T09:00:00Z")))),
    GoodLine("expect renewal #1 auto-renew off", .expect(.renewal(.id(1), .autoRenew(false)))),
    GoodLine("expect renewal last renews-to com.example.annual", .expect(.renewal(.last, .renewsTo("com.example.annual")))),
    GoodLine("expect renewal #1 expiration-reason none", .expect(.renewal(.id(1), .expirationReason(nil)))),
    GoodLine("expect renewal #1 expiration-reason billing-error", .expect(.renewal(.id(1), .expirationReason("billing-error")))),
    GoodLine("expect renewal #1 grace-ends 2026-02-17T09:00:00Z", .expect(.renewal(.id(1), .graceEnds(date("2026-02-17T09:00:00Z"))))),
    GoodLine("expect renewal #1 renews-at 2026-02-01T09:00:00Z", .expect(.renewal(.id(1), .renewsAt(date("2026-02-01T09:00:00Z"))))),
    GoodLine("expect renewal #1 win-back none", .expect(.renewal(.id(1), .winBack([])))),
    GoodLine("expect renewal #1 offer code FRIENDS", .expect(.renewal(.id(1), .offer(.code, "FRIENDS")))),
    GoodLine("expect renewal #1 price-increase pending", .expect(.renewal(.id(1), .priceIncrease(.pending)))),
    GoodLine("expect renewal #1 expiration-reason price-increase", .expect(.renewal(.id(1), .expirationReason("price-increase")))),
    GoodLine("expect intro-eligible com.example.annual", .expect(.introEligible("com.example.annual", true))),
    GoodLine("expect transaction #1 price 9.99 USD",
             .expect(.transactionField(.id(1), .price(ExpectedPrice(amount: Decimal(string: "9.99")!, currencyCode: "USD"))))),
    GoodLine("expect transaction #1 price 0", .expect(.transactionField(.id(1), .price(ExpectedPrice(amount: 0, currencyCode: nil))))),
    GoodLine("expect transaction last ownership family-shared", .expect(.transactionField(.last, .ownership(.familyShared)))),
    GoodLine("expect transaction #1 revocation developer-issue", .expect(.transactionField(.id(1), .revocation(.developerIssue)))),
    GoodLine("expect transaction #1 revocation none", .expect(.transactionField(.id(1), .revocation(nil)))),
    GoodLine("expect transaction #1 environment xcode", .expect(.transactionField(.id(1), .environment(.xcode)))),
    GoodLine("expect renewal #1 price 12.99 USD",
             .expect(.renewal(.id(1), .price(ExpectedPrice(amount: Decimal(string: "12.99")!, currencyCode: "USD"))))),
    GoodLine("expect purchase-error ineligibleForOffer", .expect(.purchaseError(.storeKit(.ineligibleForOffer)))),
    GoodLine("expect purchase-error offer-code-ineligible", .expect(.purchaseError(.offerCodeIneligible))),
    GoodLine("expect purchase-error none", .expect(.purchaseError(nil))),
    GoodLine("expect no-transaction com.example.pro", .expect(.noTransaction("com.example.pro"))),
    GoodLine("expect intro-ineligible com.example.monthly", .expect(.introEligible("com.example.monthly", false))),
]

@Test("a good line parses to its command", arguments: goodLines)
func goodLineParses(_ good: GoodLine) throws {
    #expect(try parse(good.line).get() == good.command)
}

@Test("blank and comment-only lines are no command",
      arguments: ["", "   ", "\t", "# a comment", "   # indented comment", "#", "#comment without a space", "#!shebang-like"])
func blankLineIsNoCommand(_ line: String) throws {
    #expect(try parse(line).get() == nil)
}

@Test func aCommentEndsTheCommand() throws {
    #expect(try parse("launch # the app starts").get() == .launch)
    #expect(try parse("launch\t#tabbed").get() == .launch)
    #expect(try parse("advance 1d #one day").get() == .advance(.days(1)))
}

@Test func aHashFollowedByADigitIsATransactionNotAComment() throws {
    #expect(try parse("approve #3 # the third").get() == .approve(.id(3)))
    #expect(try parse("expect transaction #10 purchased").get() == .expect(.transactionState(.id(10), .purchased)))
}

@Test func aHashInsideAWordOrQuotesIsText() throws {
    #expect(try parse("device phone#2").get() == .device("phone#2"))
    #expect(try parse("device \"# not a comment\"").get() == .device("# not a comment"))
}

@Test func wordsMayBeSeparatedByTabsAndRuns() throws {
    #expect(try parse("\tbuy   com.example.pro\t ask-to-buy  ").get() == .buy(productID: "com.example.pro", outcome: .askToBuy))
}

@Test func aProductLineAddsToTheContext() throws {
    var context = testContext(catalogue: Catalogue())
    let product = try #require(try parse("product com.example.new consumable", context: context).get())
    #expect(parse("buy com.example.new", context: context).failureDescription
        == "test.scenario:1:5: error: unknown product 'com.example.new'; "
        + "expected a product defined earlier by 'product', 'trial' or 'storekit' (e.g. `buy com.example.pro`)")
    context.record(product)
    #expect(try parse("consume com.example.new 2", context: context).get() == .consume(productID: "com.example.new", units: 2))
}

@Test func aStoreKitLineAddsItsProductsToTheContext() throws {
    var context = testContext(catalogue: Catalogue())
    context.record(try #require(try parse("storekit products.storekit", context: context).get()))
    #expect(try parse("renew com.example.gold", context: context).get() == .renew(.product("com.example.gold")))
}

@Test func aTrialLineAddsTheTrialProduct() throws {
    var context = testContext()
    context.record(try #require(try parse("trial com.example.trial of com.example.pro lasting 7d", context: context).get()))
    #expect(context.catalogue["com.example.trial"]?.kind == .trial(of: "com.example.pro", lasting: .days(7)))
    #expect(try parse("buy com.example.trial", context: context).get() == .buy(productID: "com.example.trial", outcome: .success))
}

@Test func aStoreKitPathIsResolvedAgainstTheScenarioFolder() {
    let inFolder = testContext(path: "/qa/flows/refund.scenario")
    #expect(parse("storekit ../shared/x.storekit", context: inFolder).failureDescription
        == "/qa/flows/refund.scenario:1:10: error: cannot read '../shared/x.storekit': no file at /qa/flows/../shared/x.storekit")
    #expect(parse("storekit /abs/x.storekit", context: inFolder).failureDescription
        == "/qa/flows/refund.scenario:1:10: error: cannot read '/abs/x.storekit': no file at /abs/x.storekit")
    #expect(parse("storekit x.storekit", context: testContext(path: "prompt")).failureDescription
        == "prompt:1:10: error: cannot read 'x.storekit': no file at x.storekit")
}
