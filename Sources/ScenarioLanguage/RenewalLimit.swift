import Foundation
import StoreCore

/// The bound on the work one `advance` may make: the renewals it would create. Without it,
/// 2,000 weekly subscriptions and `advance 365999d` (about 100 million renewals) grew past
/// 7 GB before ending.
package enum RenewalLimit {
    /// Renewals one `advance` may create: a thousand daily subscriptions for a year is 365,000.
    package static let maximum = 1_000_000

    /// Why `command` is refused in `engine` for the work it would make, if it is.
    package static func refusal(of command: Command, in engine: Engine) -> String? {
        guard case .advance(let span) = command else { return nil }
        let renewals = engine.renewalsAtMost(advancing: span)
        guard renewals > maximum else { return nil }
        return "advance \(span) would renew subscriptions up to \(grouped(renewals)) times; at most \(grouped(maximum)) "
            + "renewals are made in one advance (advance in shorter steps, or let fewer subscriptions renew)"
    }

    /// `104285714` → `104,285,714`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
