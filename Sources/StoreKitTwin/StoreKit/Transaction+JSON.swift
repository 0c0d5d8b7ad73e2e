import Foundation

extension Transaction {
    /// The transaction as the App Store's decoded payload writes it (`JWSTransactionDecodedPayload`):
    /// ids as strings, dates in milliseconds since 1970, `type`, `inAppOwnershipType`,
    /// `transactionReason` and `environment` as their raw values, the offer's `offerType`,
    /// `offerIdentifier` and `offerDiscountType`, `price` in milliunits of `currency`; members
    /// without a value are left out; `appAccountToken` in lower case, as the App Store writes it;
    /// then `bundleId` (`appBundleID`), `storefront`, `storefrontId`, `webOrderLineItemId`,
    /// `offerPeriod`, `appTransactionId`, and the device verification (base64) and its nonce
    /// (lowercase), which StoreKit's on-device payload holds, for the device reading it.
    public var jsonRepresentation: Data {
        var payload = SignedPayload()
        payload.add("transactionId", String(id))
        payload.add("originalTransactionId", String(originalID))
        payload.add("productId", productID)
        payload.add("subscriptionGroupIdentifier", subscriptionGroupID)
        payload.add("purchaseDate", purchaseDate)
        payload.add("originalPurchaseDate", originalPurchaseDate)
        payload.add("expiresDate", expirationDate)
        payload.add("quantity", purchasedQuantity)
        payload.add("type", productType.rawValue)
        payload.add("inAppOwnershipType", ownershipType.rawValue)
        payload.add("signedDate", signedDate)
        payload.add("revocationReason", revocationReason?.rawValue)
        payload.add("revocationDate", revocationDate)
        if isUpgraded { payload.add("isUpgraded", true) }
        payload.add("offerType", offer?.type.rawValue)
        payload.add("offerIdentifier", offer?.id)
        payload.add("offerDiscountType", offer?.paymentMode?.rawValue)
        payload.add("appAccountToken", appAccountToken?.uuidString.lowercased())
        payload.add("environment", environment.rawValue)
        payload.add("transactionReason", reason.rawValue)
        payload.add("currency", currency?.identifier)
        payload.add("price", price.map(Self.milliunits))
        payload.add("bundleId", appBundleID)
        payload.add("storefront", storefrontState.countryCode)
        payload.add("storefrontId", storefrontState.id)
        payload.add("webOrderLineItemId", webOrderLineItemID)
        payload.add("offerPeriod", offerPeriodStringRepresentation)
        payload.add("appTransactionId", appTransactionID)
        payload.add("deviceVerification", deviceVerification.base64EncodedString())
        payload.add("deviceVerificationNonce", deviceVerificationNonce.uuidString.lowercased())
        return payload.data
    }

    /// `amount` in thousandths of the currency unit, rounded to the nearest: 4.99 is 4990.
    static func milliunits(_ amount: Decimal) -> Int64 {
        var thousandths = amount * 1000
        var rounded = Decimal()
        NSDecimalRound(&rounded, &thousandths, 0, .plain)
        return (rounded as NSDecimalNumber).int64Value
    }
}

extension Transaction: CustomDebugStringConvertible {
    /// The transaction's payload (`jsonRepresentation`) as text, for logs.
    public var debugDescription: String { String(decoding: jsonRepresentation, as: UTF8.self) }
}
