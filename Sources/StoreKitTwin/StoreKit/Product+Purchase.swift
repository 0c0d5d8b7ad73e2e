extension Product {
    /// What a purchase returned.
    public enum PurchaseResult: Sendable {
        /// The purchase went through: its transaction, verified or not.
        case success(VerificationResult<Transaction>)
        case userCancelled
        /// Waiting for approval (Ask to Buy): it arrives later through `Transaction.updates`.
        case pending
    }

    /// An option of a purchase. The twin simulates none yet (app account token, quantity,
    /// offers): no option can be written, so `purchase()` takes none.
    public struct PurchaseOption: Hashable, Sendable {
        private init() {}
    }

    /// Why a purchase was refused.
    public enum PurchaseError: Error, Hashable, Sendable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters
    }
}
