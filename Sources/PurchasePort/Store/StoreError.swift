/// The StoreKit errors a simulated call can fail with, by their real names.
public enum StoreError: String, CaseIterable, Hashable, Sendable {
    case unknown
    case userCancelled
    case networkError
    case systemError
    case notAvailableInStorefront
    case notEntitled
    case productUnavailable
    case purchaseNotAllowed
    case ineligibleForOffer
    case invalidOfferIdentifier
    case invalidOfferPrice
    case invalidOfferSignature
    case missingOfferParameters
    case invalidQuantity
    case verificationFailed

    /// Short spellings accepted in scenarios beside the real names.
    public static let aliases: [String: StoreError] = [
        "network": .networkError, "system": .systemError, "cancelled": .userCancelled,
        "unavailable": .productUnavailable, "not-allowed": .purchaseNotAllowed,
        "storefront": .notAvailableInStorefront, "verification": .verificationFailed,
    ]

    public init?(named name: String) {
        if let exact = StoreError(rawValue: name) { self = exact; return }
        if let lower = StoreError.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            self = lower; return
        }
        guard let alias = StoreError.aliases[name.lowercased()] else { return nil }
        self = alias
    }

    public static var allNames: [String] { allCases.map(\.rawValue) + aliases.keys.sorted() }
}
