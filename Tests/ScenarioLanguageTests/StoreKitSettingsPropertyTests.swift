import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// Issue 26, item 2: a `_locale` Foundation cannot take (`é`, `日本`, an emoji, U+2066,
/// `en@numbers=zzzz`) trapped in `NSLocale` at the first price formatted, in every command that
/// loaded the file, while `check` called it clean. It is now an error of `check` and loading
/// alike, and a seeded generator of settings values (locales, storefronts, currencies) checks
/// that the two readings agree and that running what loads traps nowhere.
struct StoreKitSettingsPropertyTests {
    /// A file of one consumable and one monthly subscription under `settings`.
    static func file(locale: String?, storefront: String?, price: String) -> String {
        var settings: [String] = []
        if let locale { settings.append("\"_locale\" : \(json(locale))") }
        if let storefront { settings.append("\"_storefront\" : \(json(storefront))") }
        return """
            {
              "products" : [ { "productID" : "coins", "type" : "Consumable", "displayPrice" : \(json(price)) } ],
              "subscriptionGroups" : [ { "name" : "pro", "subscriptions" : [
                { "productID" : "monthly", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : \(json(price)),
                  "introductoryOffer" : { "paymentMode" : "payUpFront", "subscriptionPeriod" : "P1M", "displayPrice" : "0.99" } } ] } ],
              "settings" : { \(settings.joined(separator: ", ")) }
            }
            """
    }

    /// `text` as a JSON string, every scalar beyond ASCII and every control escaped.
    static func json(_ text: String) -> String {
        var body = ""
        for unit in text.utf16 {
            switch unit {
            case 0x22: body += "\\\""
            case 0x5C: body += "\\\\"
            case 0x20..<0x7F: body.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                body += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return "\"\(body)\""
    }

    /// A scenario that loads the file, adds a product priced in `currency`, and buys, renews
    /// and formats every price there is.
    static func scenario(currency: String) -> String {
        """
        storekit shop.storekit
        product extra unlock price 2.50 \(currency)
        launch
        buy coins
        buy monthly
        buy extra
        advance 40d
        expect owned extra
        """
    }

    /// The error lines `check` prints for the file, and those loading refuses it with (nil when it loads).
    private func bothReadings(of path: String) -> (checkErrors: [String], loadErrors: [String]?) {
        let checkErrors = Checker.check([path]).lines.filter { $0.contains(": error: ") }
        switch StoreKitBridge.load(path) {
        case .success: return (checkErrors, nil)
        case .failure(.invalid(let diagnostics)): return (checkErrors, diagnostics.map(\.description))
        case .failure(.unreadable(let reason)): return (checkErrors, ["unreadable: \(reason)"])
        }
    }

    /// Writes the file and the scenario, checks that `check` and loading agree, runs the
    /// scenario; returns whether the file loaded and the scenario's result.
    @discardableResult
    private func exercise(locale: String?, storefront: String?, price: String = "4.99",
                          currency: String = "EUR") throws -> (loaded: Bool, result: ScenarioResult) {
        let shop = try TemporaryScenario(named: "shop.storekit", Self.file(locale: locale, storefront: storefront, price: price))
        defer { shop.remove() }
        let (checkErrors, loadErrors) = bothReadings(of: shop.path)
        #expect((loadErrors ?? []) == checkErrors, "locale \(locale.debugDescription), storefront \(storefront.debugDescription)")
        let walk = shop.folder.appendingPathComponent("walk.scenario").path
        try Data(Self.scenario(currency: currency).utf8).write(to: URL(fileURLWithPath: walk))
        let result = ScenarioRunner.run(path: walk)
        if loadErrors != nil {
            #expect(result.status == .error)
            #expect(result.errors.first.map { [$0.description] } == checkErrors.first.map { [$0] })
        }
        if case .success(let configuration) = StoreKitBridge.load(shop.path) {
            for product in configuration.products {
                _ = product.price?.formatted(for: configuration.settings.locale)
            }
        }
        return (loadErrors == nil, result)
    }

    /// The values that trapped, each refused at the `_locale` value's line and column.
    @Test(arguments: ["é", "日本", "😀", "\u{2066}", "en@numbers=zzzz"])
    func aLocaleFoundationCannotTakeIsAnErrorOfCheckAndLoadingAlike(locale: String) throws {
        let shop = try TemporaryScenario(named: "shop.storekit", Self.file(locale: locale, storefront: "USA", price: "4.99"))
        defer { shop.remove() }
        let (checkErrors, loadErrors) = bothReadings(of: shop.path)
        #expect(checkErrors.count == 1)
        #expect(checkErrors.first?.hasPrefix("\(shop.path):6:30: error: settings._locale: expected a locale identifier") == true,
                "\(checkErrors)")
        #expect(loadErrors == checkErrors)
        let (loaded, result) = try exercise(locale: locale, storefront: "USA")
        #expect(!loaded)
        #expect(result.status == .error)
    }

    @Test(arguments: ["en_US", "de_CH", "ja_JP", "zh_Hans_CN", "en-GB", "sr_Latn_RS", "en_001", "xx", "qq_ZZ_zz9"])
    func aLocaleIdentifierLoadsAndFormats(locale: String) throws {
        let (loaded, result) = try exercise(locale: locale, storefront: "USA")
        #expect(loaded)
        #expect(result.status == .passed, "\(result.errors)")
    }

    static let locales = ["en_US", "de_DE", "fr_CA", "ja_JP", "zh_Hant_TW", "ar_SA", "hi_IN", "th_TH", "en", "EN_us", "x", "",
                          "en_US_POSIX", "root", "und", "en-", "-en", "_", "1en", "en US", "en.US", "en_US.UTF-8",
                          "en@currency=EUR", "de_DE@calendar=buddhist", "en@numbers=latn", "en@numbers=zz", "@",
                          "é", "ü", "enü", "日本", "😀", "👩‍💻", "\u{2066}", "\u{202E}en", "en\u{0}", "\u{7F}", "e\u{301}n",
                          String(repeating: "a", count: 64), String(repeating: "a", count: 65)]
    static let storefronts = ["USA", "usa", "CHE", "JPN", "DEU", "ZZZ", "", "US", "日本", "😀", "\u{2066}", "U\u{301}SA",
                              String(repeating: "X", count: 300)]
    static let currencies = ["USD", "EUR", "JPY", "CHF", "KWD", "BHD", "XXX", "XAU", "usd", "ZZZ", "€"]
    static let prices = ["4.99", "0", "0.5", "1000000000", "99999999999999999999", "1,99", ""]

    /// A character of any kind: ASCII letters and digits, separators, marks, emoji, controls.
    static let pieces: [String] = ["a", "Z", "q", "_", "-", "@", "=", ".", " ", "0", "9", "é", "\u{301}", "日", "😀",
                                   "\u{200D}", "\u{1F1FA}", "\u{2066}", "\u{0}", "\u{1B}", "\u{FFFF}", "\u{10FFFF}"]

    /// 300 seeded files: known values crossed at random, and locales and storefronts built of
    /// random pieces. Loading and `check` agree on every one, and nothing traps.
    @Test func settingsValuesAgreeAndNeverTrap() throws {
        var random = SplitMix64(seed: 26)
        var loaded = 0
        for round in 0..<300 {
            func built() -> String {
                String((0..<Int.random(in: 0...6, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined())
            }
            let locale: String? = round % 7 == 0 ? nil : (round % 3 == 0 ? built() : Self.locales.randomElement(using: &random)!)
            let storefront: String? = round % 11 == 0 ? nil : (round % 4 == 0 ? built() : Self.storefronts.randomElement(using: &random)!)
            let outcome = try exercise(locale: locale, storefront: storefront,
                                       price: Self.prices.randomElement(using: &random)!,
                                       currency: Self.currencies.randomElement(using: &random)!)
            if outcome.loaded { loaded += 1 }
        }
        // Both kinds were met.
        #expect(loaded > 50 && loaded < 250, "\(loaded) of 300 loaded")
    }
}
