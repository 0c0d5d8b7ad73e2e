import Foundation
import StoreCore

/// A span of a lane: a paid period, a grace period, billing retry, an Ask to Buy waiting for a
/// parent, an evaluation window, or what the app showed.
package struct TimelinePeriod: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A subscription period, a non-renewing pass, or an unlock owned.
        case paid
        /// A store-dated trial (a free non-consumable that starts one).
        case trial
        /// Billing failed; access kept.
        case grace
        /// Billing failed; no access while the store retries.
        case billingRetry
        /// An Ask to Buy purchase waiting for a parent.
        case waiting
        /// A device's evaluation window.
        case evaluation
        /// What the app showed: an AccessState, by its name.
        case shown(String)

        /// The kinds a legend lists (each `shown` state is labelled where it is drawn).
        package static let legend: [Kind] = [.paid, .trial, .grace, .billingRetry, .waiting, .evaluation]

        /// The character a text drawing fills the period with, so it reads without colour.
        package var glyph: Character {
            switch self {
            case .paid: return "="
            case .trial: return "+"
            case .grace: return "~"
            case .billingRetry: return ":"
            case .waiting: return "."
            case .evaluation: return "-"
            case .shown(let state):
                switch state {
                case "subscribed", "unlocked": return "="
                case "evaluation": return "-"
                case "grace": return "~"
                case "billing-retry": return ":"
                case "expired", "lapsed", "revoked": return "x"
                default: return " "
                }
            }
        }

        /// `paid`, `billing retry`, or the state shown.
        package var name: String {
            switch self {
            case .paid: return "paid"
            case .trial: return "store-dated trial"
            case .grace: return "grace period"
            case .billingRetry: return "billing retry"
            case .waiting: return "Ask to Buy waiting"
            case .evaluation: return "evaluation window"
            case .shown(let state): return state
            }
        }

        package var tone: TimelineTone {
            switch self {
            case .paid, .trial, .evaluation: return .granted
            case .grace: return .warning
            case .billingRetry: return .denied
            case .waiting: return .waiting
            case .shown(let state):
                switch state {
                case "subscribed", "unlocked", "evaluation": return .granted
                case "grace": return .warning
                case "billing-retry", "expired", "lapsed", "revoked": return .denied
                default: return .neutral
                }
            }
        }
    }

    package let kind: Kind
    package let start: Date
    package let end: Date
    /// Written inside the period where it fits: `#2`, `lapsed (billing-error)`.
    package let label: String
    /// The transaction behind it, so a selection can highlight it.
    package let transactionID: TransactionID?

    package init(kind: Kind, start: Date, end: Date, label: String, transactionID: TransactionID? = nil) {
        self.kind = kind
        self.start = start
        self.end = max(start, end)
        self.label = label
        self.transactionID = transactionID
    }
}
