import Foundation

extension AppTransaction {
    /// The app transaction as the App Store's decoded payload writes it
    /// (`JWSAppTransactionDecodedPayload`): `receiptType` (`Xcode`), `bundleId`,
    /// `applicationVersion`, `receiptCreationDate` (when it was signed), `originalPurchaseDate`
    /// (milliseconds since 1970), `originalApplicationVersion` and `appTransactionId`, in a fixed
    /// order. Left out, having no value in the twin: `appAppleId`, `versionExternalIdentifier`,
    /// `preorderDate`, the device verification and `originalPlatform`.
    public var jsonRepresentation: Data {
        var payload = SignedPayload()
        payload.add("receiptType", environment.rawValue)
        payload.add("bundleId", bundleID)
        payload.add("applicationVersion", appVersion)
        payload.add("receiptCreationDate", signedDate)
        payload.add("originalPurchaseDate", originalPurchaseDate)
        payload.add("originalApplicationVersion", originalAppVersion)
        payload.add("appTransactionId", appTransactionID)
        return payload.data
    }
}
