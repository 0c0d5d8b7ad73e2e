import Foundation

extension VerificationResult where SignedType == Transaction {
    /// The transaction as a compact JWS, whether or not it verified: header, `jsonRepresentation`,
    /// signature. The twin cannot sign: the JWS never verifies (`TwinJWS` says what a server under
    /// test must skip).
    public var jwsRepresentation: String { TwinJWS.compact(payload: payloadData) }
    /// The JWS header's bytes.
    public var headerData: Data { TwinJWS.header }
    /// The JWS payload's bytes: `jsonRepresentation`.
    public var payloadData: Data { unsafePayloadValue.jsonRepresentation }
    /// What a signature would cover: the base64url header and payload joined by a dot.
    public var signedData: Data { TwinJWS.signingInput(payload: payloadData) }
}

extension VerificationResult where SignedType == Product.SubscriptionInfo.RenewalInfo {
    /// The renewal info as a compact JWS: header, `jsonRepresentation`, signature (never verifies).
    public var jwsRepresentation: String { TwinJWS.compact(payload: payloadData) }
    /// The JWS header's bytes.
    public var headerData: Data { TwinJWS.header }
    /// The JWS payload's bytes: `jsonRepresentation`.
    public var payloadData: Data { unsafePayloadValue.jsonRepresentation }
    /// What a signature would cover: the base64url header and payload joined by a dot.
    public var signedData: Data { TwinJWS.signingInput(payload: payloadData) }
}

extension VerificationResult where SignedType == AppTransaction {
    /// The app transaction as a compact JWS: header, `jsonRepresentation`, signature (never
    /// verifies).
    public var jwsRepresentation: String { TwinJWS.compact(payload: payloadData) }
    /// The JWS header's bytes.
    public var headerData: Data { TwinJWS.header }
    /// The JWS payload's bytes: `jsonRepresentation`.
    public var payloadData: Data { unsafePayloadValue.jsonRepresentation }
    /// What a signature would cover: the base64url header and payload joined by a dot.
    public var signedData: Data { TwinJWS.signingInput(payload: payloadData) }
}
