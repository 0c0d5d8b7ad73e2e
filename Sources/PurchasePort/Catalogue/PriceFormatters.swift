import Foundation

/// Currency formatters made once per locale and currency and kept: the screen formats every
/// price shown on every frame, and making a `NumberFormatter` costs far more than using one.
/// `NumberFormatter` is not `Sendable`, so every use is under the lock (`storedbg run -j`
/// formats from several threads). The same locale, currency and amount always give the same text.
@usableFromInline package final class PriceFormatters: @unchecked Sendable {
    @usableFromInline package static let shared = PriceFormatters()

    private struct Key: Hashable {
        let locale: Locale
        let currencyCode: String

        /// Hashed by the locale's identifier, not the whole locale (equal locales have equal
        /// identifiers): hashing a `Locale` took most of a price's lookup, about 2,000 instructions.
        func hash(into hasher: inout Hasher) {
            hasher.combine(locale.identifier)
            hasher.combine(currencyCode)
        }
    }

    /// A price as written once: a session shows the same few prices again and again, and ICU
    /// takes thousands of instructions to write one.
    private struct Written: Hashable {
        let key: Key
        let amount: Decimal

        /// The same currency, the same amount spelled the same (its bytes equal: a price read
        /// twice from the same text is), then the same locale, compared last: `Locale ==` and
        /// `Decimal ==` took about 900 instructions a lookup. An amount spelled otherwise (`1.0`,
        /// `1.00`) is written once more, to the same text.
        static func == (lhs: Written, rhs: Written) -> Bool {
            guard lhs.key.currencyCode == rhs.key.currencyCode else { return false }
            var (left, right) = (lhs.amount, rhs.amount)
            guard memcmp(&left, &right, MemoryLayout<Decimal>.size) == 0 else { return false }
            return lhs.key.locale == rhs.key.locale
        }

        func hash(into hasher: inout Hasher) {
            key.hash(into: &hasher)
            withUnsafeBytes(of: amount) { hasher.combine(bytes: $0) }
        }
    }

    /// The most prices kept as written; past it they are forgotten and written again.
    @usableFromInline package static let writtenLimit = 4_096

    private let lock = NSLock()
    /// Guarded by `lock`. A session meets a handful of locales and currencies, so it stays small.
    private var formatters: [Key: NumberFormatter] = [:]
    /// Guarded by `lock`.
    private var written: [Written: String?] = [:]

    @usableFromInline package init() {}

    /// `amount` in `currencyCode` as `locale` writes it, or nil when the formatter cannot or
    /// the locale is not one prices may be formatted in (`PriceLocale`: Foundation traps on some).
    @usableFromInline package func string(from amount: Decimal, currencyCode: String, locale: Locale) -> String? {
        guard PriceLocale.accepts(locale.identifier) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let key = Key(locale: locale, currencyCode: currencyCode)
        let price = Written(key: key, amount: amount)
        if let text = written[price] { return text }
        if locale.identifier == "en_US", let text = Self.english(amount, currencyCode: currencyCode) {
            if written.count >= Self.writtenLimit { written.removeAll(keepingCapacity: true) }
            written[price] = .some(text)
            return text
        }
        let formatter = formatters[key] ?? {
            let made = NumberFormatter()
            made.locale = locale
            made.numberStyle = .currency
            made.currencyCode = currencyCode
            formatters[key] = made
            return made
        }()
        let text = formatter.string(from: amount as NSDecimalNumber)
        if written.count >= Self.writtenLimit { written.removeAll(keepingCapacity: true) }
        written[price] = .some(text)
        return text
    }

    /// `$1,234.56`: US dollars (and euros and pounds, `english`) as `en_US` writes them, the same text ICU writes, made from the
    /// amount's digits; nil for an amount it does not cover (negative, more than two decimal
    /// places, a trillion or more), which ICU then writes. The default storefront's prices take this
    /// path, so a run or the first frame never sets up ICU's number formatting for them (about
    /// 150,000 instructions for each price first written).
    @usableFromInline package static func usDollars(_ amount: Decimal) -> String? { english(amount, symbol: "$") }

    /// The currencies `en_US` writes as a symbol before the amount, with two decimal places.
    @usableFromInline package static let englishSymbols: [String: String] = ["USD": "$", "EUR": "€", "GBP": "£"]

    /// `amount` in `currencyCode` as `en_US` writes it, from its digits (`english(_:symbol:)`),
    /// for dollars, euros and pounds; nil for any other currency or an amount it does not cover.
    @usableFromInline package static func english(_ amount: Decimal, currencyCode: String) -> String? {
        englishSymbols[currencyCode].flatMap { english(amount, symbol: $0) }
    }

    /// `amount` as `en_US` writes it after `symbol` (`€1,234.56`), or nil as `usDollars` says.
    @usableFromInline package static func english(_ amount: Decimal, symbol: String) -> String? {
        guard amount >= 0, let digits = digits(of: amount) else { return nil }
        let whole = digits.whole
        var fraction = digits.fraction
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        // ICU writes through a double: past about 15 digits it rounds, so a trillion and more is its.
        guard !whole.isEmpty, whole.count <= 12, fraction.count <= 2 else { return nil }
        var text = Array(symbol.utf8)
        for (offset, digit) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { text.append(UInt8(ascii: ",")) }
            text.append(digit)
        }
        text.append(UInt8(ascii: "."))
        text += fraction
        while fraction.count < 2 {
            text.append(UInt8(ascii: "0"))
            fraction.append(UInt8(ascii: "0"))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The digits before and after the point of a non-negative `amount`, as `Decimal`'s
    /// `description` spells them (`7.90` as 7 and 90, `29` as 29, `0.05` as 0 and 05; never an
    /// exponent), or nil for one it does not spell that way (NaN, negative). Made from the
    /// amount's significand and exponent when the significand is below 2⁵³ (read exactly through
    /// a double): `description` divides the mantissa digit by digit (over 10,000 instructions a
    /// price, 260,000 the first time). A test compares the two over many amounts.
    @usableFromInline package static func digits(of amount: Decimal) -> (whole: [UInt8], fraction: [UInt8])? {
        guard !amount.isNaN, amount >= 0 else { return nil }
        let exponent = amount.exponent
        let significand = NSDecimalNumber(decimal: amount.significand).doubleValue
        guard (-40...40).contains(exponent), significand >= 0, significand < 9_007_199_254_740_992,
              significand == significand.rounded(.towardZero) else {
            return spelledDigits(of: amount)
        }
        // Zero is `0` whatever its exponent (`0.00` too).
        if significand == 0 { return ([UInt8(ascii: "0")], []) }
        let spelled = Array(String(UInt64(significand)).utf8)
        if exponent >= 0 { return (spelled + [UInt8](repeating: UInt8(ascii: "0"), count: exponent), []) }
        let places = -exponent
        if spelled.count > places { return (Array(spelled.dropLast(places)), Array(spelled.suffix(places))) }
        return ([UInt8(ascii: "0")], [UInt8](repeating: UInt8(ascii: "0"), count: places - spelled.count) + spelled)
    }

    /// `amount.description` (`7.90`, `29`, `0.05`), spelled from `digits(of:)` where they are
    /// read without it: a scenario line writing a price, the first frame's among them.
    @usableFromInline package static func text(of amount: Decimal) -> String {
        guard let digits = digits(of: amount) else { return amount.description }
        if digits.fraction.isEmpty { return String(decoding: digits.whole, as: UTF8.self) }
        return String(decoding: digits.whole + [UInt8(ascii: ".")] + digits.fraction, as: UTF8.self)
    }

    /// `digits(of:)` read from `amount.description`.
    @usableFromInline package static func spelledDigits(of amount: Decimal) -> (whole: [UInt8], fraction: [UInt8])? {
        var whole: [UInt8] = [], fraction: [UInt8] = [], afterDot = false
        for byte in amount.description.utf8 {
            if byte == UInt8(ascii: "."), !afterDot {
                afterDot = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if afterDot { fraction.append(byte) } else { whole.append(byte) }
            } else {
                return nil
            }
        }
        return (whole, fraction)
    }

    /// How many formatters have been made, for tests.
    @usableFromInline package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return formatters.count
    }
}
