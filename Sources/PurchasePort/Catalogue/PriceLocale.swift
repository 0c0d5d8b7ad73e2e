import Foundation

/// The locale a store writes its prices in: `en_US` unless a storefront or a `.storekit` file
/// names another, kept without a Foundation `Locale` until one is asked for (`locale`): the
/// first a process makes costs 0.6 M instructions (Foundation's cache of locales, ICU's locale),
/// and the built-in demo's prices, in dollars for `en_US`, are written from their digits.
/// Equal when the locales are.
///
/// The locale identifiers prices are formatted in: ASCII letters, digits, `_` and `-`, starting
/// with a letter, at most 64 characters (`en_US`, `de-CH`, `zh_Hans_CN`). Foundation traps in
/// `NSLocale` when a `NumberFormatter` is given some others (`é`, `日本`, an emoji, U+2066,
/// `en@numbers=zzzz`), so a `.storekit` file's `_locale` outside them is refused and
/// `PriceFormatters` never hands one to Foundation.
@usableFromInline package struct PriceLocale: Hashable, Sendable {
    /// The locale; nil for `en_US`.
    private let named: Locale?

    package static let enUS = PriceLocale(named: nil)

    /// `locale`, which is `enUS` when it equals `Locale(identifier: "en_US")`; any other locale
    /// is kept as it was given (an app reads it back as `LoadedProduct.storefrontLocale`).
    package init(_ locale: Locale) {
        named = locale == Self.englishUS ? nil : locale
    }

    private init(named: Locale?) {
        self.named = named
    }

    package var isEnglishUS: Bool { named == nil }

    package var identifier: String { named?.identifier ?? "en_US" }

    /// The locale as a Foundation `Locale`.
    package var locale: Locale { named ?? Self.englishUS }

    private static let englishUS = Locale(identifier: "en_US")

    /// The longest identifier taken.
    @usableFromInline package static let maximumLength = 64

    /// Whether prices may be formatted in the locale `identifier` names.
    @usableFromInline package static func accepts(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard let first = bytes.first, isLetter(first), bytes.count <= maximumLength else { return false }
        return bytes.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x5F || $0 == 0x2D }
    }

    /// What a file is told its `_locale` should be.
    @usableFromInline package static let expectation = "a locale identifier such as \"en_US\" (ASCII letters, digits, '_' and '-', starting with a letter)"

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
