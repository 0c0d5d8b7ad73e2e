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
              let amount = Decimal(string: text) else { return nil }
        self.init(amount: amount, currencyCode: currencyCode)
    }


    public var isFree: Bool { amount == 0 }

    /// The localised display price, e.g. `$7.99`, `CHF 7.99`, `7,99 €`, from a formatter made
    /// once per locale and currency (`PriceFormatters`).
    public func formatted(for locale: Locale) -> String {
        PriceFormatters.shared.string(from: amount, currencyCode: currencyCode, locale: locale) ?? "\(amount) \(currencyCode)"
    }
}
