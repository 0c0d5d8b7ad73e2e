import PurchasePort

/// Behaviours of the real App Store that surprise apps, each switchable (`quirk NAME on|off`).
/// All are on by default, because the real store does them.
package enum Quirk: String, CaseIterable, Hashable, Sendable {
    /// A purchase is listed a moment after `purchase()` returns (seed 003): a read in the step
    /// that made it (the purchase result's, an update's handling) misses it; every later step,
    /// even at the same simulated instant, is a moment later and lists it.
    case listedLate = "listed-late"
    /// A read whose task was cancelled answers nothing instead of throwing.
    case cancelledReadEmpty = "cancelled-read-empty"
    /// A declined Ask to Buy announces nothing to the app.
    case declineSilent = "decline-silent"
    /// A refunded transaction vanishes from the next read and arrives as an update with a revocation date.
    case refundVanishes = "refund-vanishes"
    /// A purchase made in the app is not announced again on the updates stream.
    case purchaseNotReannounced = "purchase-not-reannounced"
    /// Unfinished transactions are delivered again on the updates stream at launch.
    case unfinishedRedelivered = "unfinished-redelivered"

    /// Where the quirk stands in `allCases`.
    var position: Int {
        switch self {
        case .listedLate: return 0
        case .cancelledReadEmpty: return 1
        case .declineSilent: return 2
        case .refundVanishes: return 3
        case .purchaseNotReannounced: return 4
        case .unfinishedRedelivered: return 5
        }
    }

    package var summary: String {
        switch self {
        case .listedLate: return "a purchase is listed a moment after purchase() returns"
        case .cancelledReadEmpty: return "a cancelled read answers nothing"
        case .declineSilent: return "a declined Ask to Buy announces nothing"
        case .refundVanishes: return "a refund vanishes from the next read and arrives as an update"
        case .purchaseNotReannounced: return "an in-app purchase is not re-announced on updates"
        case .unfinishedRedelivered: return "unfinished transactions are delivered again at launch"
        }
    }
}
