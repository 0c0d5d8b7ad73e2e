import Foundation

// StoreKit's errors are `LocalizedError`s: an app shows their `errorDescription` (and
// `localizedDescription`, which reads it). In English, the twin's own wording.

extension StoreKitError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .unknown: return "An unknown error occurred."
        case .userCancelled: return "The purchase was cancelled."
        case .networkError: return "The App Store could not be reached."
        case .systemError: return "A system error occurred."
        case .notAvailableInStorefront: return "The product is not available in this storefront."
        case .notEntitled: return "The app is not entitled to this."
        }
    }
}

extension Product.PurchaseError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .invalidQuantity: return "The quantity is not valid."
        case .productUnavailable: return "The product is not available."
        case .purchaseNotAllowed: return "Purchases are not allowed on this device."
        case .ineligibleForOffer: return "The customer is not eligible for this offer."
        case .invalidOfferIdentifier: return "The offer identifier is not valid."
        case .invalidOfferPrice: return "The offer price is not valid."
        case .invalidOfferSignature: return "The offer signature is not valid."
        case .missingOfferParameters: return "The offer is missing parameters."
        }
    }
}

extension Transaction.RefundRequestError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .duplicateRequest: return "A refund was already requested for this purchase."
        case .failed: return "The refund request could not be made."
        }
    }
}
