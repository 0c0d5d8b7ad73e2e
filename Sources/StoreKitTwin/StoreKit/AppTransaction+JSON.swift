import Foundation

extension AppTransaction {
    /// The app transaction as the App Store's decoded payload writes it
    /// (`JWSAppTransactionDecodedPayload`): `receiptType` (`Xcode`), `bundleId`,
    /// `applicationVersion`, `receiptCreationDate` (when it was signed), `originalPurchaseDate`
    /// (milliseconds since 1970), `originalApplicationVersion`, `appTransactionId`, and the device
    /// verification (base64) and its nonce (lowercase) for the device reading it, in a fixed order.
    /// Left out, having no value in the twin: `appAppleId`, `versionExternalIdentifier`,
    /// `preorderDate` and `originalPlatform`.
    public var jsonRepresentation: Data {
        var payload = SignedPayload()
        payload.add("receiptType", environment.rawValue)
        payload.add("bundleId", bundleID)
        payload.add("applicationVersion", appVersion)
        payload.add("receiptCreationDate", signedDate)
        payload.add("originalPurchaseDate", originalPurchaseDate)
        payload.add("originalApplicationVersion", originalAppVersion)
        payload.add("appTransactionId", appTransactionID)
        payload.add("deviceVerification", deviceVerification.base64EncodedString())
        payload.add("deviceVerificationNonce", deviceVerificationNonce.uuidString.lowercased())
        return payload.data
    }
}
