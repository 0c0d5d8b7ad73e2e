import Foundation
import StoreCore

/// StoreKit's `StoreKitError`: what a failed call throws (purchase errors are `Product.PurchaseError`).
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled

    /// The error a call throws for a failure the simulated store injected.
    static func thrown(for error: StoreCore.StoreError) -> any Error {
        switch error {
        case .unknown, .verificationFailed: return StoreKitError.unknown
        case .userCancelled: return StoreKitError.userCancelled
        case .networkError: return StoreKitError.networkError(URLError(.notConnectedToInternet))
        case .systemError: return StoreKitError.systemError(SimulatedSystemError())
        case .notAvailableInStorefront: return StoreKitError.notAvailableInStorefront
        case .notEntitled: return StoreKitError.notEntitled
        case .productUnavailable: return Product.PurchaseError.productUnavailable
        case .purchaseNotAllowed: return Product.PurchaseError.purchaseNotAllowed
        case .ineligibleForOffer: return Product.PurchaseError.ineligibleForOffer
        case .invalidOfferIdentifier: return Product.PurchaseError.invalidOfferIdentifier
        case .invalidOfferPrice: return Product.PurchaseError.invalidOfferPrice
        case .invalidOfferSignature: return Product.PurchaseError.invalidOfferSignature
        case .missingOfferParameters: return Product.PurchaseError.missingOfferParameters
        case .invalidQuantity: return Product.PurchaseError.invalidQuantity
        }
    }
}

/// The system error inside `StoreKitError.systemError` when the scenario injects one.
public struct SimulatedSystemError: Error, Sendable {}
