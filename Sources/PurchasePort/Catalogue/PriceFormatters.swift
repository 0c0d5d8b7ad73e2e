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
    }

    /// A price as written once: a session shows the same few prices again and again, and ICU
    /// takes thousands of instructions to write one.
    private struct Written: Hashable {
        let key: Key
        let amount: Decimal
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

    /// How many formatters have been made, for tests.
    @usableFromInline package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return formatters.count
    }
}
