import Foundation
import ScenarioLanguage
import StoreCore

/// The products most tests name.
let testCatalogue = Catalogue([
    StoreProduct(id: "com.example.pro", kind: .unlock),
    StoreProduct(id: "com.example.coins", kind: .consumable),
    StoreProduct(id: "com.example.monthly", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 1)),
    StoreProduct(id: "com.example.pass", kind: .nonRenewing(.days(30))),
    annualWithOffers,
])

/// A subscription with one offer of each kind.
let annualWithOffers: StoreProduct = {
    let year = SubscriptionPeriod(count: 1, unit: .year)
    var product = StoreProduct(id: "com.example.annual", kind: .subscription(group: "pro", period: year, level: 1))
    product.offers = [
        SubscriptionOffer(kind: .introductory, id: nil, paymentMode: .freeTrial, period: SubscriptionPeriod(count: 2, unit: .week)),
        SubscriptionOffer(kind: .promotional, id: "spring", paymentMode: .payUpFront, period: SubscriptionPeriod(count: 3, unit: .month),
                          price: Price(amount: 4, currencyCode: "USD")),
        SubscriptionOffer(kind: .code, id: "FRIENDS", paymentMode: .freeTrial, period: SubscriptionPeriod(count: 1, unit: .month)),
        SubscriptionOffer(kind: .winBack, id: "comeback", paymentMode: .freeTrial, period: SubscriptionPeriod(count: 1, unit: .month)),
    ]
    return product
}()

/// The configuration `products.storekit` loads to.
let storeKitConfiguration = StoreConfiguration(products: [
    StoreProduct(id: "com.example.gold", kind: .subscription(group: "vip", period: SubscriptionPeriod(count: 1, unit: .year), level: 1)),
])

/// Loads `…/products.storekit`; `…/broken.storekit` is invalid at its line 3; `…/silent.storekit`
/// is invalid without saying where; anything else is unreadable, with the resolved path in the reason.
@Sendable func loadTestStoreKit(_ path: String) -> Result<StoreConfiguration, StoreKitLoadError> {
    if path.hasSuffix("products.storekit") { return .success(storeKitConfiguration) }
    if path.hasSuffix("broken.storekit") {
        return .failure(.invalid([ScenarioDiagnostic(path: path, line: 3, column: 5, message: "expected a product type")]))
    }
    if path.hasSuffix("silent.storekit") { return .failure(.invalid([])) }
    return .failure(.unreadable(reason: "no file at \(path)"))
}

func testContext(path: String = "test.scenario", catalogue: Catalogue = testCatalogue) -> ParseContext {
    ParseContext(path: path, catalogue: catalogue, loadStoreKit: loadTestStoreKit)
}

/// The command `line` parses to, or the diagnostics as text.
func parse(_ line: String, context: ParseContext = testContext()) -> Result<Command?, ScenarioDiagnostics> {
    CommandParser.parse(line: line, context: context)
}

func date(_ text: String) -> Date {
    InstantFormat.parse(text) ?? .distantPast
}

/// A price read from text, as scenarios write it (a float literal would not be exact).
func price(_ amount: String, _ currency: String) -> Price? {
    Price(amount: amount, currencyCode: currency)
}
