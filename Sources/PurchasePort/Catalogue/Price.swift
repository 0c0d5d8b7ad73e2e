import Foundation

/// A price as the store sets it: a decimal amount in a currency. Never a hard-coded symbol:
/// `formatted(for:)` asks the locale how to write it.
public struct Price: Hashable, Sendable {
    public let amount: Decimal
    public let currencyCode: String

    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode.uppercased()
    }

    /// Reads a decimal written with a dot (`"7.99"`, `"29"`, `"0.5"`); `nil` for anything else.
    public init?(amount text: String, currencyCode: String) {
        // Checked as bytes: ASCII digits and at most one dot, neither first nor last.
        guard let digits = Self.digits(text.utf8),
              // Without a locale a dot is the decimal separator, as in the POSIX locale, and ICU
              // is not asked for the locale's (its number formatter, about 870,000 instructions
              // the first time, before the first frame). A test reads amounts both ways.
              let amount = Self.amount(digits) ?? Decimal(string: text) else { return nil }
        self.init(amount: amount, currencyCode: currencyCode)
    }

    /// The value of at most 20 ASCII digits with at most one dot, neither first nor last, with
    /// how many digits there are and how many follow the dot; nil for anything else. Checked and
    /// read in one pass over the bytes (checking first, in four passes, cost as much again).
    private static func digits(_ text: String.UTF8View) -> (value: UInt64, count: Int, places: Int)? {
        var value: UInt64 = 0, count = 0, places = 0, bytes = 0, afterDot = false, last: UInt8 = 0
        for byte in text {
            bytes += 1
            last = byte
            if byte == 0x2E {
                guard !afterDot, bytes > 1 else { return nil }
                afterDot = true
                continue
            }
            guard (0x30...0x39).contains(byte), bytes <= 20 else { return nil }
            value = value &* 10 &+ UInt64(byte &- 0x30)
            count += 1
            if afterDot { places += 1 }
        }
        guard bytes > 0, bytes <= 20, last != 0x2E else { return nil }
        return (value, count, places)
    }

    /// Checked digits as the `Decimal` that `Decimal(string:)` reads (the same bytes: a test
    /// compares them), made from their value and the places after the dot without parsing the
    /// text again (about 3,700 instructions a price); nil for zero (`Decimal(string:)` keeps its
    /// places) and past 18 digits, which `Decimal(string:)` reads.
    private static func amount(_ digits: (value: UInt64, count: Int, places: Int)) -> Decimal? {
        guard digits.count <= 18, digits.value > 0 else { return nil }
        return Decimal(sign: .plus, exponent: -digits.places, significand: Decimal(digits.value))
    }

    public var isFree: Bool { amount == 0 }

    /// The localised display price, e.g. `$7.99`, `CHF 7.99`, `7,99 €`, from a formatter made
    /// once per locale and currency (`PriceFormatters`).
    public func formatted(for locale: Locale) -> String {
        PriceFormatters.shared.string(from: amount, currencyCode: currencyCode, locale: locale) ?? "\(amount) \(currencyCode)"
    }

    /// The display price in a store's locale: in `en_US`, dollars, euros and pounds are written
    /// from the amount's digits without a Foundation `Locale`, as `formatted(for:)` writes them.
    package func formatted(for locale: PriceLocale) -> String {
        // Not through `PriceFormatters.shared`, whose lock and cache cost more than the digits.
        if locale.isEnglishUS, let text = PriceFormatters.english(amount, currencyCode: currencyCode) { return text }
        return formatted(for: locale.locale)
    }
}
