import Foundation

/// The locale identifiers prices are formatted in: ASCII letters, digits, `_` and `-`, starting
/// with a letter, at most 64 characters (`en_US`, `de-CH`, `zh_Hans_CN`). Foundation traps in
/// `NSLocale` when a `NumberFormatter` is given some others (`é`, `日本`, an emoji, U+2066,
/// `en@numbers=zzzz`), so a `.storekit` file's `_locale` outside them is refused and
/// `PriceFormatters` never hands one to Foundation.
@usableFromInline package enum PriceLocale {
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
