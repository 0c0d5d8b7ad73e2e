import Foundation

/// The compact JWS the twin hands out for a signed value (`VerificationResult.jwsRepresentation`):
/// a header, the payload and a signature, each base64url without padding, joined by dots.
///
/// The App Store signs with ES256 and a certificate chain to Apple's root in the header's `x5c`.
/// The twin has no key that chains to Apple, so its header is `{"alg":"ES256","x5c":[]}` and its
/// signature is the bytes `storedbg twin: not signed`: it never verifies. A server under test
/// decodes the payload (the middle part) and must skip verification: the certificate-chain check
/// of `x5c` and the ES256 signature check (with Apple's App Store Server Library, decode the
/// payload yourself instead of calling `SignedDataVerifier`).
enum TwinJWS {
    static let header = Data(#"{"alg":"ES256","x5c":[]}"#.utf8)
    static let signature = Data("storedbg twin: not signed".utf8)

    static func compact(payload: Data) -> String {
        [header, payload, signature].map(base64URL).joined(separator: ".")
    }

    /// The JWS signing input: the base64url header and payload joined by a dot.
    static func signingInput(payload: Data) -> Data {
        Data((base64URL(header) + "." + base64URL(payload)).utf8)
    }

    /// Base64url (RFC 7515 §2): `+` and `/` become `-` and `_`, no padding.
    static func base64URL(_ data: Data) -> String {
        var text = data.base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }
}
