import Foundation

/// Currency formatters made once per locale and currency and kept: the screen formats every
/// price shown on every frame, and making a `NumberFormatter` costs far more than using one.
/// `NumberFormatter` is not `Sendable`, so every use is under the lock (`storedbg run -j`
/// formats from several threads). The same locale, currency and amount always give the same text.
final class PriceFormatters: @unchecked Sendable {
    static let shared = PriceFormatters()

    private struct Key: Hashable {
        let locale: Locale
        let currencyCode: String
    }

    /// A price as written once: a session shows the same few prices again and again, and ICU
    /// takes thousands of instructions to write one.
    private struct Written: Hashable {
        let key: Key
        let amount: Decimal
    }

    /// The most prices kept as written; past it they are forgotten and written again.
    static let writtenLimit = 4_096

    private let lock = NSLock()
    /// Guarded by `lock`. A session meets a handful of locales and currencies, so it stays small.
    private var formatters: [Key: NumberFormatter] = [:]
    /// Guarded by `lock`.
    private var written: [Written: String?] = [:]

    /// `amount` in `currencyCode` as `locale` writes it, or nil when the formatter cannot or
    /// the locale is not one prices may be formatted in (`PriceLocale`: Foundation traps on some).
    func string(from amount: Decimal, currencyCode: String, locale: Locale) -> String? {
        guard PriceLocale.accepts(locale.identifier) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let key = Key(locale: locale, currencyCode: currencyCode)
        let price = Written(key: key, amount: amount)
        if let text = written[price] { return text }
        if currencyCode == "USD", locale.identifier == "en_US", let text = Self.usDollars(amount) {
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

    /// `$1,234.56`: US dollars as `en_US` writes them, the same text ICU writes, made from the
    /// amount's digits; nil for an amount it does not cover (negative, more than two decimal
    /// places, 10^15 or more), which ICU then writes. The default storefront's prices take this
    /// path, so a run or the first frame never sets up ICU's number formatting for them (about
    /// 150,000 instructions for each price first written).
    static func usDollars(_ amount: Decimal) -> String? {
        // The amount's own digits: a mantissa of at most 64 bits (four 16-bit words) and a
        // power of ten. Not negative, and not NaN (a length of 0 with the sign set).
        guard amount._isNegative == 0, amount._length <= 4 else { return nil }
        let words = amount._mantissa
        var value = UInt64(words.0) | UInt64(words.1) << 16 | UInt64(words.2) << 32 | UInt64(words.3) << 48
        var exponent = Int(amount._exponent)
        while exponent < 0, value % 10 == 0, value > 0 { value /= 10; exponent += 1 }
        if value == 0 { exponent = 0 }
        guard exponent >= -2 else { return nil }
        // In cents, below 10^17 (a whole part of at most 15 digits).
        var cents = value
        for _ in 0..<(exponent + 2) {
            guard cents < 100_000_000_000_000_000 / 10 else { return nil }
            cents *= 10
        }
        guard cents < 100_000_000_000_000_000 else { return nil }
        let whole = Array(String(cents / 100).utf8), fraction = cents % 100
        var text: [UInt8] = [UInt8(ascii: "$")]
        for (offset, digit) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { text.append(UInt8(ascii: ",")) }
            text.append(digit)
        }
        text += [UInt8(ascii: "."), UInt8(ascii: "0") + UInt8(fraction / 10), UInt8(ascii: "0") + UInt8(fraction % 10)]
        return String(decoding: text, as: UTF8.self)
    }

    /// How many formatters have been made, for tests.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return formatters.count
    }
}
