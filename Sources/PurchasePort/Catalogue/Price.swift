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
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= 20,
              bytes.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }),
              bytes.lazy.filter({ $0 == 0x2E }).count <= 1, bytes.first != 0x2E, bytes.last != 0x2E,
              // Without a locale a dot is the decimal separator, as in the POSIX locale, and ICU
              // is not asked for the locale's (its number formatter, about 870,000 instructions
              // the first time, before the first frame). A test reads amounts both ways.
              let amount = Self.amount(digits: bytes) ?? Decimal(string: text) else { return nil }
        self.init(amount: amount, currencyCode: currencyCode)
    }

    /// Checked ASCII digits with at most one dot as the `Decimal` that `Decimal(string:)` reads
    /// (the same bytes: a test compares them), made from their value and the places after the
    /// dot without parsing the text again (about 3,700 instructions a price); nil for zero
    /// (`Decimal(string:)` keeps its places) and past 18 digits, which `Decimal(string:)` reads.
    private static func amount(digits text: String.UTF8View) -> Decimal? {
        var value: UInt64 = 0, digits = 0, places = 0, afterDot = false
        for byte in text {
            if byte == 0x2E {
                afterDot = true
                continue
            }
            value = value &* 10 &+ UInt64(byte &- 0x30)
            digits += 1
            if afterDot { places += 1 }
        }
        guard digits <= 18, value > 0 else { return nil }
        return Decimal(sign: .plus, exponent: -places, significand: Decimal(value))
    }


    public var isFree: Bool { amount == 0 }

    /// The localised display price, e.g. `$7.99`, `CHF 7.99`, `7,99 €`, from a formatter made
    /// once per locale and currency (`PriceFormatters`).
    public func formatted(for locale: Locale) -> String {
        PriceFormatters.shared.string(from: amount, currencyCode: currencyCode, locale: locale) ?? "\(amount) \(currencyCode)"
    }
}
