import StoreCore

/// How Xcode's failure settings become storedbg's failing store calls.
///
/// Format 3.0 on (`_storeKitErrors`): each entry names a call and, in `current`, an error as
/// an `index` into the error list that `type` names. The index is read as the position in the
/// StoreKit declaration of that list:
/// - `generic`, StoreKit's `StoreKitError`: 0 unknown, 1 userCancelled, 2 networkError,
///   3 systemError, 4 notAvailableInStorefront, 5 notEntitled (6 unsupported has no storedbg
///   counterpart);
/// - `purchase`, `Product.PurchaseError`: 0 invalidQuantity, 1 productUnavailable,
///   2 purchaseNotAllowed, 3 ineligibleForOffer, 4 invalidOfferIdentifier, 5 invalidOfferPrice,
///   6 invalidOfferSignature, 7 missingOfferParameters;
/// - `verification`, `VerificationResult.VerificationError`: every index is `verificationFailed`.
///
/// Up to format 2.0 (`_failTransactionsEnabled` with `_storeKitError`): purchases fail with the
/// `SKError.Code` whose raw value `_storeKitError` holds, mapped in `legacyErrors`.
package enum StoreKitErrorTable {
    /// Xcode's call names (`_storeKitErrors[].name`) that storedbg can make fail. Xcode also
    /// lists App Transaction and the manage-subscriptions, refund-request and offer-code sheets.
    package static let apis: [String: StoreAPI] = [
        "Load Products": .loadProducts,
        "Purchase": .purchase,
        "Verification": .verification,
        "App Store Sync": .sync,
        "Subscription Status": .subscriptionStatus,
    ]

    /// `StoreKitError` in declaration order; `nil` where storedbg has no counterpart.
    package static let genericErrors: [StoreError?] = [
        .unknown, .userCancelled, .networkError, .systemError, .notAvailableInStorefront, .notEntitled, nil,
    ]

    /// `Product.PurchaseError` in declaration order.
    package static let purchaseErrors: [StoreError] = [
        .invalidQuantity, .productUnavailable, .purchaseNotAllowed, .ineligibleForOffer,
        .invalidOfferIdentifier, .invalidOfferPrice, .invalidOfferSignature, .missingOfferParameters,
    ]

    /// `SKError.Code` raw values (the legacy `_storeKitError`) that have a storedbg counterpart.
    package static let legacyErrors: [Int: StoreError] = [
        0: .unknown,
        1: .purchaseNotAllowed,       // clientInvalid
        2: .userCancelled,            // paymentCancelled
        4: .purchaseNotAllowed,       // paymentNotAllowed
        5: .productUnavailable,       // storeProductNotAvailable
        7: .networkError,             // cloudServiceNetworkConnectionFailed
        11: .invalidOfferIdentifier,
        12: .invalidOfferSignature,   // invalidSignature
        13: .missingOfferParameters,  // missingOfferParams
        14: .invalidOfferPrice,
        18: .ineligibleForOffer,
    ]

    /// The storedbg call Xcode's `name` stands for (letter case ignored).
    package static func api(named name: String) -> StoreAPI? {
        apis.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The error `index` of the list `type` stands for; `nil` when it has no storedbg counterpart.
    package static func error(type: String, index: Int) -> StoreError? {
        switch type.lowercased() {
        case "generic": return genericErrors.indices.contains(index) ? genericErrors[index] : nil
        case "purchase": return purchaseErrors.indices.contains(index) ? purchaseErrors[index] : nil
        case "verification": return .verificationFailed
        default: return nil
        }
    }
}
