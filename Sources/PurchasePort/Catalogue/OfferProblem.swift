/// Something wrong with an offer a scenario defines.
@usableFromInline package enum OfferProblem: Hashable, Sendable, CustomStringConvertible {
    case unknownProduct(String)
    case notAutoRenewable(String, String)
    case secondIntroductory(String)
    case duplicate(String, String)
    case nonPositivePrice(String, String)
    case missingPrice(String, String)
    /// The product's currency, which the offer's price is not in.
    case otherCurrency(String, String, currency: String)

    @usableFromInline package var description: String {
        switch self {
        case .unknownProduct(let id): return "unknown product '\(id)'"
        case .notAutoRenewable(let id, let kind): return "'\(id)' is \(kind == "unlock" ? "an" : "a") \(kind); only auto-renewable subscriptions have offers"
        case .secondIntroductory(let id): return "'\(id)' already has an introductory offer"
        case .duplicate(let id, let name): return "'\(id)' already has the \(name) offer"
        case .nonPositivePrice(let id, let name): return "the \(name) offer of '\(id)' must cost more than 0; use free-trial for a free offer"
        case .missingPrice(let id, let name): return "the \(name) offer of '\(id)' needs a price"
        case .otherCurrency(let id, let name, let currency):
            return "the \(name) offer of '\(id)' must be priced in \(currency), the product's currency"
        }
    }
}
