import Foundation
import Testing
@testable import StoreCore

/// Prices are formatted by one formatter per locale and currency, made once (issue 13: the
/// screen built a `NumberFormatter` for every price on every frame).
struct PriceFormattersTests {
    private func fresh(_ amount: Decimal, _ currencyCode: String, _ locale: Locale) -> String? {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter.string(from: amount as NSDecimalNumber)
    }

    /// A price's amount is read without a locale (no ICU): the same `Decimal`, to the byte, as
    /// reading it with the POSIX locale, over seeded random amounts of every shape a price takes.
    @Test func anAmountReadWithoutALocaleIsTheSameAsWithThePOSIXLocale() {
        let posix = Locale(identifier: "en_US_POSIX")
        var rng = PropertyTests.SeededGenerator(state: 2_026)
        var texts = ["0", "0.0", "0.5", "7.99", "29", "100", "0.00", "1.10", "000.990", "99999999999999999999",
                     "1234567890.123456789", "0.00000000000000000001", "10.", ".5", "1..2", "1.2.3", "-1", "1e3", ""]
        for _ in 0..<20_000 {
            let whole = String(rng.next() % ([10, 1_000, 100_000, 10_000_000_000][Int(rng.next() % 4)]))
            let zeros = String(repeating: "0", count: Int(rng.next() % 3))
            let fraction = Int(rng.next() % 4) == 0 ? "" : "." + String(rng.next() % 1_000_000) + zeros
            texts.append(zeros + whole + fraction)
        }
        func bytes(_ amount: Decimal?) -> [UInt8]? { amount.map { value in withUnsafeBytes(of: value) { Array($0) } } }
        var read = 0
        for text in texts {
            let price = Price(amount: text, currencyCode: "USD")
            let viaLocale = Decimal(string: text, locale: posix)
            if let price {
                read += 1
                #expect(bytes(price.amount) == bytes(viaLocale), "\(text)")
                #expect(price.amount.description == viaLocale?.description, "\(text)")
            }
        }
        #expect(read > 18_000)
    }

    @Test func oneFormatterPerLocaleAndCurrencyIsMadeOnce() {
        let formatters = PriceFormatters()
        let usa = Locale(identifier: "en_US")
        for cents in 0..<100 {
            // (Not US dollars: `en_US` writes those without a formatter.)
            _ = formatters.string(from: Decimal(cents) / 100, currencyCode: "CAD", locale: usa)
        }
        #expect(formatters.count == 1)
        _ = formatters.string(from: 1, currencyCode: "JPY", locale: usa)
        _ = formatters.string(from: 1, currencyCode: "EUR", locale: Locale(identifier: "de_DE"))
        #expect(formatters.count == 3)
    }

    /// From many threads at once (as `storedbg run -j` formats), every answer is what a
    /// formatter of its own would give.
    @Test func concurrentUseGivesWhatAFreshFormatterGives() {
        let formatters = PriceFormatters()
        let cases: [(Decimal, String, Locale)] = [
            (Decimal(string: "7.99")!, "USD", Locale(identifier: "en_US")),
            (Decimal(string: "7.99")!, "CHF", Locale(identifier: "de_CH")),
            (Decimal(string: "1234.5")!, "EUR", Locale(identifier: "de_DE")),
            (Decimal(string: "980")!, "JPY", Locale(identifier: "ja_JP")),
        ]
        let expected = cases.map { fresh($0.0, $0.1, $0.2) }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let (amount, currency, locale) = cases[index % cases.count]
            if formatters.string(from: amount, currencyCode: currency, locale: locale) != expected[index % cases.count] {
                mismatches.add()
            }
        }
        #expect(mismatches.count == 0)
        // US dollars in en_US are written without a formatter.
        #expect(formatters.count == cases.count - 1)
        #expect(Price(amount: Decimal(string: "7.99")!, currencyCode: "usd").formatted(for: Locale(identifier: "en_US")) == "$7.99")
    }
}

extension PriceFormattersTests {
    /// Issue 26, item 2: Foundation traps in NSLocale when a NumberFormatter is given these; a
    /// price in such a locale is written plainly instead.
    @Test(arguments: ["é", "日本", "😀", "\u{2066}", "en@numbers=zzzz"])
    func aLocaleFoundationCannotTakeIsNeverHandedToIt(identifier: String) {
        let formatters = PriceFormatters()
        #expect(formatters.string(from: 1, currencyCode: "USD", locale: Locale(identifier: identifier)) == nil)
        #expect(formatters.count == 0)
        #expect(Price(amount: Decimal(string: "7.99")!, currencyCode: "USD").formatted(for: Locale(identifier: identifier)) == "7.99 USD")
    }

    /// Prices are kept as written; past the limit they are forgotten and written again, the same.
    @Test func aPriceWrittenAgainIsTheSame() {
        let formatters = PriceFormatters()
        let usa = Locale(identifier: "en_US")
        for round in 0..<2 {
            for cents in 0..<(PriceFormatters.writtenLimit + 10) where cents % 997 == 0 || round == 0 {
                let amount = Decimal(cents) / 100
                #expect(formatters.string(from: amount, currencyCode: "CAD", locale: usa) == fresh(amount, "CAD", usa))
            }
        }
        #expect(formatters.count == 1)
    }

    /// Fifth round: the memo tells amounts apart by their bytes; an amount spelled otherwise
    /// (`7.9`, `7.90`) is written again, to what a fresh formatter writes.
    @Test func anAmountSpelledOtherwiseIsWrittenTheSame() {
        let formatters = PriceFormatters()
        for identifier in ["en_US", "de_DE", "fr_CH"] {
            let locale = Locale(identifier: identifier)
            for currency in ["USD", "EUR", "CAD", "JPY"] {
                for text in ["1", "1.0", "1.00", "7.9", "7.90", "0", "0.00", "1234.5", "1234.50", "0.5", ".50"] {
                    let amount = Decimal(string: text)!
                    #expect(formatters.string(from: amount, currencyCode: currency, locale: locale) == fresh(amount, currency, locale),
                            "\(text) \(currency) \(identifier)")
                }
            }
        }
    }

    @Test func theLocalesPricesAreFormattedIn() {
        for identifier in ["en_US", "de-CH", "zh_Hans_CN", "x", "en_US_POSIX", String(repeating: "a", count: 64)] {
            #expect(PriceLocale.accepts(identifier), "\(identifier)")
        }
        for identifier in ["", "1en", "_en", "en US", "en@numbers=latn", "é", "en\u{0}", String(repeating: "a", count: 65)] {
            #expect(!PriceLocale.accepts(identifier), "\(identifier.debugDescription)")
        }
    }
}

/// A counter the concurrent test's threads share.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}

extension PriceFormattersTests {
    /// Issue 26, item 9: US dollars in `en_US` are written from the amount's digits, without
    /// ICU, exactly as ICU writes them; what that path does not cover is left to ICU.
    @Test func usDollarsAreWrittenAsICUWritesThem() {
        let usa = Locale(identifier: "en_US")
        var amounts: [Decimal] = (0..<2_000).map { Decimal($0) / 100 }
        amounts += ["7.9", "7.90", "29", "999.99", "1000", "1234.56", "99999.5", "100000", "1000000", "12345678.9",
                    "999999999999.99", "0.5", "0.05"].map { Decimal(string: $0)! }
        for amount in amounts {
            #expect(PriceFormatters.usDollars(amount) == fresh(amount, "USD", usa), "\(amount)")
        }
        for uncovered in ["0.999", "-1", "1000000000000", "999999999999999.99", "0.001"] {
            #expect(PriceFormatters.usDollars(Decimal(string: uncovered)!) == nil, "\(uncovered)")
        }
        for (currency, symbol) in PriceFormatters.englishSymbols {
            for amount in amounts where Int(truncating: amount as NSDecimalNumber) % 7 == 0 {
                #expect(PriceFormatters.english(amount, symbol: symbol) == fresh(amount, currency, usa), "\(amount) \(currency)")
            }
        }
        let formatters = PriceFormatters()
        #expect(formatters.string(from: Decimal(string: "0.999")!, currencyCode: "USD", locale: usa) == fresh(Decimal(string: "0.999")!, "USD", usa))
        #expect(formatters.string(from: Decimal(string: "7.99")!, currencyCode: "EUR", locale: usa) == "€7.99")
        #expect(formatters.count == 1)
    }
}

extension PriceFormattersTests {
    /// Issue 26, item 9 (fourth round): a price's digits are made from its `Decimal`'s
    /// significand and exponent instead of its `description`; the two agree over 30,000 seeded
    /// amounts of every shape (parsed with trailing zeros, computed, scaled by powers of ten).
    @Test func aPricesDigitsAreWhatItsDescriptionSpells() {
        var random = PropertyTests.SeededGenerator(state: 2_026_1204)
        var amounts: [Decimal] = [0, 1, 10, 100, Decimal(string: "0.00")!, Decimal(string: "7.90")!, Decimal(string: "1e3")!,
                                  Decimal(string: "-1")!, .nan, Decimal(UInt64.max), Decimal(UInt64.max) * 10,
                                  Decimal(string: "9007199254740993")!, Decimal(string: "0.000000000000000000000000000000000000000001")!]
        for _ in 0..<10_000 {
            let digits = String(random.next() % 1_000_000_000_000_000)
            let point = Int(random.next() % UInt64(digits.count + 3))
            let text = point < digits.count ? digits.prefix(point) + "." + digits.dropFirst(point)
                : digits + String(repeating: "0", count: point - digits.count)
            amounts.append(Decimal(string: (text.hasPrefix(".") ? "0" : "") + text)!)
        }
        for _ in 0..<10_000 {
            amounts.append(Decimal(Int(random.next() % 10_000_000)) / Decimal(Int(1 + random.next() % 1_000)))
        }
        for _ in 0..<10_000 {
            let significand = Decimal(random.next() % (random.next() % 2 == 0 ? 100_000 : UInt64.max))
            amounts.append(Decimal(sign: random.next() % 8 == 0 ? .minus : .plus, exponent: Int(random.next() % 61) - 30, significand: significand))
        }
        var made = 0
        for amount in amounts {
            let read = PriceFormatters.digits(of: amount), spelled = PriceFormatters.spelledDigits(of: amount)
            #expect(read?.whole == spelled?.whole && read?.fraction == spelled?.fraction, "\(amount)")
            #expect(PriceFormatters.text(of: amount) == amount.description, "\(amount)")
            if read != nil { made += 1 }
        }
        #expect(made > 25_000)
    }
}

extension PriceFormattersTests {
    /// A store's `PriceLocale` writes a price as its Foundation `Locale` does: in `en_US` from the
    /// digits without one, in every other locale through it; and it is the locale it was made of.
    @Test func aPriceLocaleWritesAsItsLocaleWrites() {
        let amounts = (0..<600).map { Decimal($0 * 37) / 100 } + ["0.999", "-1", "1000000000000", "7.90"].map { Decimal(string: $0)! }
        for identifier in ["en_US", "de_DE", "fr_CH", "ja_JP", "en_GB"] {
            let locale = Locale(identifier: identifier), priceLocale = PriceLocale(locale)
            #expect(priceLocale.identifier == locale.identifier && priceLocale.locale == locale)
            #expect(priceLocale.isEnglishUS == (identifier == "en_US") && (priceLocale == .enUS) == (identifier == "en_US"))
            for currency in ["USD", "EUR", "GBP", "JPY", "CHF"] {
                for amount in amounts {
                    let price = Price(amount: amount, currencyCode: currency)
                    #expect(price.formatted(for: priceLocale) == price.formatted(for: locale), "\(amount) \(currency) \(identifier)")
                }
            }
        }
        #expect(PriceLocale.enUS.locale == Locale(identifier: "en_US") && StoreSettings().locale == .enUS)
    }

    /// A locale an app gives a `LoadedProduct` comes back as it gave it, even one that names
    /// `en_US` but is not `Locale(identifier: "en_US")` (the user's current locale, say).
    @Test func aLoadedProductKeepsTheLocaleItWasGiven() {
        let product = StoreProduct(id: "pro", kind: .unlock, price: Price(amount: 1.99, currencyCode: "USD"))
        var custom = Locale.Components(identifier: "en_US")
        custom.firstDayOfWeek = .monday
        for locale in [Locale(identifier: "en_US"), Locale(components: custom), Locale(identifier: "de_DE")] {
            #expect(LoadedProduct(product: product, displayPrice: "$1.99", storefrontLocale: locale).storefrontLocale == locale)
        }
    }
}
