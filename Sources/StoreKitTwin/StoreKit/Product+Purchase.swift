extension Product {
    /// What a purchase returned.
    public enum PurchaseResult: Sendable {
        /// The purchase went through: its transaction, verified or not.
        case success(VerificationResult<Transaction>)
        case userCancelled
        /// Waiting for approval (Ask to Buy): it arrives later through `Transaction.updates`.
        case pending
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
