import StoreCore

/// How the screen shows an AccessState: a text marker and a word in capitals, so the state
/// reads without colour, and the style role that colours it.
struct AccessBadge: Hashable {
    /// `[+]` access, `[~]` access for now, `[!]` needs attention, `[x]` no access, `[?]` not known yet.
    let marker: String
    /// `UNLOCKED`, `EVALUATION 11 days left`, …
    let label: String
    let style: StyleRole

    /// An evaluation with this many days left or fewer is shown as a warning.
    static let lastDays = 3

    init(_ state: AccessState) {
        switch state {
        case .checking:
            (marker, label, style) = ("[?]", "CHECKING", .accessNeutral)
        case .notStarted:
            (marker, label, style) = ("[ ]", "NOT STARTED", .accessNeutral)
        case .evaluation(let days, _):
            let left = "\(days) day\(days == 1 ? "" : "s") left"
            (marker, label, style) = ("[~]", "EVALUATION \(left)", days <= Self.lastDays ? .accessWarning : .accessGranted)
        case .expired:
            (marker, label, style) = ("[x]", "EXPIRED", .accessDenied)
        case .unlocked:
            (marker, label, style) = ("[+]", "UNLOCKED", .accessGranted)
        case .subscribed(let until):
            (marker, label, style) = ("[+]", "SUBSCRIBED until \(InstantFormat.short(until))", .accessGranted)
        case .grace(let until):
            (marker, label, style) = ("[!]", "GRACE PERIOD until \(InstantFormat.short(until))", .accessWarning)
        case .billingRetry:
            (marker, label, style) = ("[x]", "BILLING RETRY", .accessDenied)
        case .lapsed(let reason):
            (marker, label, style) = ("[x]", "LAPSED (\(reason))", .accessDenied)
        case .revoked:
            (marker, label, style) = ("[x]", "REVOKED", .accessDenied)
        }
    }

    var text: String { "\(marker) \(label)" }
}
