import Foundation
import StoreCore

/// What the app's server answers when the app asks it to sign a promotional offer: a stand-in
/// for that server, whose answer the scenario chooses (`buy ID offer OFFER-ID signature
/// valid|invalid|missing`). Pass its parts to `.promotionalOffer(offerID:keyID:nonce:signature:timestamp:)`
/// or `.promotionalOffer(offerID:signature:)`, or its `compactJWS` to `.promotionalOffer(_:compactJWS:)`:
/// the store then answers as it does for that signature (`invalidOfferSignature`,
/// `missingOfferParameters`). A `missing` signature has an empty key ID, bytes and JWS.
public struct TwinSignedOffer: Hashable, Sendable {
    public let offerID: String
    public let keyID: String
    public let nonce: UUID
    /// When the server signed it, in milliseconds since 1970 (the device's clock).
    public let timestamp: Int
    public let signature: Data
    public let compactJWS: String

    /// The key ID the stand-in signs with.
    static let keyID = "STOREDBG"

    init(productID: String, offerID: String, signature judged: OfferSignature, now: Date) {
        self.offerID = offerID
        nonce = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        timestamp = Int((now.timeIntervalSince1970 * 1000).rounded(.down))
        switch judged {
        case .valid:
            keyID = Self.keyID
            signature = Self.validSignature(productID: productID, offerID: offerID)
            compactJWS = Self.validJWS(productID: productID, offerID: offerID)
        case .invalid:
            keyID = Self.keyID
            signature = Data("storedbg-unsigned".utf8)
            compactJWS = "storedbg.unsigned.jws"
        case .missing:
            keyID = ""
            signature = Data()
            compactJWS = ""
        }
    }

    /// The bytes the store accepts for `offerID` on `productID`.
    static func validSignature(productID: String, offerID: String) -> Data {
        Data("storedbg-signed \(productID) \(offerID)".utf8)
    }

    /// The compact JWS the store accepts for `offerID` on `productID`.
    static func validJWS(productID: String, offerID: String) -> String {
        "storedbg.\(Data(productID.utf8).base64EncodedString()).\(Data(offerID.utf8).base64EncodedString())"
    }
}
