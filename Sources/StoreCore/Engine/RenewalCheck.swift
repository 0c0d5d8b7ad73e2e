import Foundation
import PurchasePort

/// What `expect renewal TX …` checks of a subscription's renewal info.
package enum RenewalCheck: Hashable, Sendable {
    /// `auto-renew on|off`
    case autoRenew(Bool)
    /// `renews-to ID`: the product it renews to (a pending downgrade or crossgrade).
    case renewsTo(String)
    /// `expiration-reason REASON|none`
    case expirationReason(String?)
    /// `grace-ends INSTANT`
    case graceEnds(Date)
    /// `renews-at INSTANT`
    case renewsAt(Date)
    /// `win-back OFFER-ID…|none`: the eligible win-back offer ids, in order.
    case winBack([String])
    /// `offer TYPE [ID]|none`: the offer the next renewal is billed at.
    case offer(SubscriptionOffer.Kind?, String?)
    /// `price-increase no-increase|pending|agreed`
    case priceIncrease(PriceIncreaseStatus)
    /// `price AMOUNT [CURRENCY]`: `renewalPrice` (and `currency`), what the next renewal charges.
    case price(ExpectedPrice)

    /// The words after `expect renewal TX`, as written.
    package var words: [String] {
        switch self {
        case .autoRenew(let on): return ["auto-renew", on ? "on" : "off"]
        case .renewsTo(let id): return ["renews-to", id]
        case .expirationReason(let reason): return ["expiration-reason", reason ?? "none"]
        case .graceEnds(let date): return ["grace-ends", InstantFormat.iso(date)]
        case .renewsAt(let date): return ["renews-at", InstantFormat.iso(date)]
        case .winBack(let ids): return ["win-back"] + (ids.isEmpty ? ["none"] : ids)
        case .offer(let type, let id): return ["offer"] + (type.map { [$0.rawValue] + (id.map { [$0] } ?? []) } ?? ["none"])
        case .priceIncrease(let status): return ["price-increase", status.rawValue]
        case .price(let price): return ["price"] + price.words
        }
    }

    /// The expiration reasons the renewal info may give.
    package static let expirationReasons = ["expired", "auto-renew-disabled", "billing-error", "price-increase", "deleted", "revoked"]
}
