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
        guard !text.isEmpty, text.count <= 20,
              text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1, text.first != ".", text.last != ".",
              let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self.init(amount: amount, currencyCode: currencyCode)
    }

    public var isFree: Bool { amount == 0 }

    /// The localised display price, e.g. `$7.99`, `CHF 7.99`, `7,99 €`, from a formatter made
    /// once per locale and currency (`PriceFormatters`).
    public func formatted(for locale: Locale) -> String {
        PriceFormatters.shared.string(from: amount, currencyCode: currencyCode, locale: locale) ?? "\(amount) \(currencyCode)"
    }
}
