import Foundation
import StoreCore

/// An instant on a lane: a purchase, a renewal, an Ask to Buy asked, approved or declined, a
/// refund or revocation, an expiry, a monitor violation, a device clock moved.
package struct TimelineMark: Hashable, Sendable {
    package enum Kind: CaseIterable, Hashable, Sendable {
        case purchase, renewal, askToBuy, approved, declined, revocation, expiry, violation, clockMoved

        /// The character that marks it in text and in the SVG, so it reads without colour.
        package var glyph: Character {
            switch self {
            case .purchase: return "$"
            case .renewal: return "r"
            case .askToBuy: return "?"
            case .approved: return "A"
            case .declined: return "D"
            case .revocation: return "R"
            case .expiry: return "|"
            case .violation: return "!"
            case .clockMoved: return "@"
            }
        }

        package var name: String {
            switch self {
            case .purchase: return "purchase"
            case .renewal: return "renewal"
            case .askToBuy: return "Ask to Buy asked"
            case .approved: return "approved"
            case .declined: return "declined"
            case .revocation: return "refund or revocation"
            case .expiry: return "expiry"
            case .violation: return "violation"
            case .clockMoved: return "device clock moved"
            }
        }

        package var tone: TimelineTone {
            switch self {
            case .purchase, .renewal, .approved: return .granted
            case .askToBuy: return .waiting
            case .declined, .revocation, .violation: return .denied
            case .expiry: return .neutral
            case .clockMoved: return .warning
            }
        }
    }

    package let kind: Kind
    package let at: Date
    /// In words: `#2 renewed`, `device clock -10d`, `revoked-granted: …`.
    package let text: String
    package let transactionID: TransactionID?

    package init(kind: Kind, at: Date, text: String, transactionID: TransactionID? = nil) {
        self.kind = kind
        self.at = at
        self.text = text
        self.transactionID = transactionID
    }
}
