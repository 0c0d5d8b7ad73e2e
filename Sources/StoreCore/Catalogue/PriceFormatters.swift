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

    private let lock = NSLock()
    /// Guarded by `lock`. A session meets a handful of locales and currencies, so it stays small.
    private var formatters: [Key: NumberFormatter] = [:]

    /// `amount` in `currencyCode` as `locale` writes it, or nil when the formatter cannot or
    /// the locale is not one prices may be formatted in (`PriceLocale`: Foundation traps on some).
    func string(from amount: Decimal, currencyCode: String, locale: Locale) -> String? {
        guard PriceLocale.accepts(locale.identifier) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let key = Key(locale: locale, currencyCode: currencyCode)
        let formatter = formatters[key] ?? {
            let made = NumberFormatter()
            made.locale = locale
            made.numberStyle = .currency
            made.currencyCode = currencyCode
            formatters[key] = made
            return made
        }()
        return formatter.string(from: amount as NSDecimalNumber)
    }

    /// How many formatters have been made, for tests.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return formatters.count
    }
}
