/// An offer the app asks `product.purchase(options:)` to apply (`Product.PurchaseOption`).
/// An introductory offer needs none: the store applies it to an eligible customer's purchase.
public enum PurchaseOffer: Hashable, Sendable, CustomStringConvertible {
    /// `.promotionalOffer(offerID:signature:)`: the signature comes from the app's server.
    case promotional(offerID: String, signature: OfferSignature)
    /// `.winBackOffer(_:)`.
    case winBack(offerID: String)

    public var offerID: String {
        switch self {
        case .promotional(let id, _), .winBack(let id): return id
        }
    }

    public var kind: SubscriptionOffer.Kind {
        switch self {
        case .promotional: return .promotional
        case .winBack: return .winBack
        }
    }

    public var description: String {
        switch self {
        case .promotional(let id, let signature): return "promotional '\(id)' (signature \(signature.rawValue))"
        case .winBack(let id): return "win-back '\(id)'"
        }
    }
}
