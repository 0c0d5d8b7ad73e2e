import Foundation
import StoreCore

/// StoreKit 1's error domain.
public let SKErrorDomain = "SKErrorDomain"

/// StoreKit 1's error: what a failed payment (`SKPaymentTransaction.error`) or request
/// (`SKRequestDelegate.request(_:didFailWithError:)`) carries. `catch SKError.paymentCancelled`
/// and `(error as? SKError)?.code == .paymentCancelled` match it, as with Apple's.
public struct SKError: Error, Hashable, Sendable, CustomNSError {
    /// The codes, with StoreKit's raw values.
    public enum Code: Int, Hashable, Sendable {
        case unknown = 0
        case clientInvalid = 1
        case paymentCancelled = 2
        case paymentInvalid = 3
        case paymentNotAllowed = 4
        case storeProductNotAvailable = 5
        case cloudServicePermissionDenied = 6
        case cloudServiceNetworkConnectionFailed = 7
        case cloudServiceRevoked = 8
        case privacyAcknowledgementRequired = 9
        case unauthorizedRequestData = 10
        case invalidOfferIdentifier = 11
        case invalidSignature = 12
        case missingOfferParams = 13
        case invalidOfferPrice = 14
        case overlayCancelled = 15
        case overlayInvalidConfiguration = 16
        case overlayTimeout = 17
        case ineligibleForOffer = 18
        case unsupportedPlatform = 19
        case overlayPresentedInBackgroundScene = 20
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { SKErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static let unknown = Code.unknown
    public static let clientInvalid = Code.clientInvalid
    public static let paymentCancelled = Code.paymentCancelled
    public static let paymentInvalid = Code.paymentInvalid
    public static let paymentNotAllowed = Code.paymentNotAllowed
    public static let storeProductNotAvailable = Code.storeProductNotAvailable
    public static let cloudServicePermissionDenied = Code.cloudServicePermissionDenied
    public static let cloudServiceNetworkConnectionFailed = Code.cloudServiceNetworkConnectionFailed
    public static let cloudServiceRevoked = Code.cloudServiceRevoked
    public static let privacyAcknowledgementRequired = Code.privacyAcknowledgementRequired
    public static let unauthorizedRequestData = Code.unauthorizedRequestData
    public static let invalidOfferIdentifier = Code.invalidOfferIdentifier
    public static let invalidSignature = Code.invalidSignature
    public static let missingOfferParams = Code.missingOfferParams
    public static let invalidOfferPrice = Code.invalidOfferPrice
    public static let overlayCancelled = Code.overlayCancelled
    public static let overlayInvalidConfiguration = Code.overlayInvalidConfiguration
    public static let overlayTimeout = Code.overlayTimeout
    public static let ineligibleForOffer = Code.ineligibleForOffer
    public static let unsupportedPlatform = Code.unsupportedPlatform
    public static let overlayPresentedInBackgroundScene = Code.overlayPresentedInBackgroundScene

    /// The StoreKit 1 error for a store's refusal: a cancellation is `paymentCancelled`, a network
    /// failure the `URLError` StoreKit passes through, a product not sold
    /// `storeProductNotAvailable`, an offer's refusal its offer code, anything else `unknown`.
    static func thrown(for error: StoreCore.StoreError) -> any Error {
        switch error {
        case .userCancelled: return SKError(.paymentCancelled)
        case .networkError: return URLError(.notConnectedToInternet)
        case .productUnavailable, .notAvailableInStorefront: return SKError(.storeProductNotAvailable)
        case .purchaseNotAllowed: return SKError(.paymentNotAllowed)
        case .ineligibleForOffer: return SKError(.ineligibleForOffer)
        case .invalidOfferIdentifier: return SKError(.invalidOfferIdentifier)
        case .invalidOfferPrice: return SKError(.invalidOfferPrice)
        case .invalidOfferSignature: return SKError(.invalidSignature)
        case .missingOfferParameters: return SKError(.missingOfferParams)
        case .invalidQuantity: return SKError(.paymentInvalid)
        case .unknown, .verificationFailed, .systemError, .notEntitled: return SKError(.unknown)
        }
    }
}

/// `catch SKError.paymentCancelled`: an error matches a code when it is an `SKError` with it.
public func ~= (code: SKError.Code, error: any Error) -> Bool {
    (error as? SKError)?.code == code
}
