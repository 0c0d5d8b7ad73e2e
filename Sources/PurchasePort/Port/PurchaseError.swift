/// What the last purchase threw (`expect purchase-error NAME`): a StoreKit error from
/// `product.purchase()`, or the offer code redemption sheet refusing a code.
public enum PurchaseError: Hashable, Sendable {
    case storeKit(StoreError)
    /// The sheet says the one-time code was already redeemed.
    case offerCodeAlreadyRedeemed
    /// The sheet says the customer is not one the offer is for.
    case offerCodeIneligible

    /// The name `expect purchase-error` uses: the StoreKit error's own name, or the sheet's refusal.
    public var name: String {
        switch self {
        case .storeKit(let error): return error.rawValue
        case .offerCodeAlreadyRedeemed: return "offer-code-already-redeemed"
        case .offerCodeIneligible: return "offer-code-ineligible"
        }
    }

    /// Every name `expect purchase-error` accepts besides `none`.
    public static let allNames = StoreError.allCases.map(\.rawValue) + ["offer-code-already-redeemed", "offer-code-ineligible"]

    public init?(named name: String) {
        if let error = StoreError(named: name) {
            self = .storeKit(error)
        } else if name == "offer-code-already-redeemed" {
            self = .offerCodeAlreadyRedeemed
        } else if name == "offer-code-ineligible" {
            self = .offerCodeIneligible
        } else {
            return nil
        }
    }
}
