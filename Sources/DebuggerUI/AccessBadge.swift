import Foundation
import StoreCore
import TerminalUI

/// How the screen shows an AccessState: a text marker and a word in capitals, so the state
/// reads without colour, and the style role that colours it.
struct AccessBadge: Hashable {
    /// `[+]` access, `[~]` access for now, `[!]` needs attention, `[x]` no access, `[?]` not known yet.
    let marker: String
    /// The state in capitals: `UNLOCKED`, `EVALUATION`, `BILLING RETRY`, …
    let word: String
    /// What follows the word: `11 days left`, `until 14 Dec 10:00`, `(billing-error)`.
    let detail: String?
    let style: StyleRole

    /// An evaluation with this many days left or fewer is shown as a warning.
    static let lastDays = 3

    /// `now` is the device's: dates in another year show it.
    init(_ state: AccessState, now: Date) {
        switch state {
        case .checking:
            (marker, word, detail, style) = ("[?]", "CHECKING", nil, .statusNeutral)
        case .notStarted:
            (marker, word, detail, style) = ("[ ]", "NOT STARTED", nil, .statusNeutral)
        case .evaluation(let days, _):
            let left = "\(days) day\(days == 1 ? "" : "s") left"
            (marker, word, detail, style) = ("[~]", "EVALUATION", left, days <= Self.lastDays ? .statusCaution : .statusGood)
        case .expired:
            (marker, word, detail, style) = ("[x]", "EXPIRED", nil, .statusBad)
        case .unlocked:
            (marker, word, detail, style) = ("[+]", "UNLOCKED", nil, .statusGood)
        case .subscribed(let until):
            (marker, word, detail, style) = ("[+]", "SUBSCRIBED", "until \(InstantFormat.short(until, relativeTo: now))", .statusGood)
        case .grace(let until):
            (marker, word, detail, style) = ("[!]", "GRACE PERIOD", "until \(InstantFormat.short(until, relativeTo: now))", .statusCaution)
        case .billingRetry:
            (marker, word, detail, style) = ("[x]", "BILLING RETRY", nil, .statusBad)
        case .lapsed(let reason):
            (marker, word, detail, style) = ("[x]", "LAPSED", "(\(reason))", .statusBad)
        case .revoked:
            (marker, word, detail, style) = ("[x]", "REVOKED", nil, .statusBad)
        }
    }

    /// `[~] EVALUATION 11 days left`
    var text: String { "\(marker) \(word)" + (detail.map { " \($0)" } ?? "") }
}
