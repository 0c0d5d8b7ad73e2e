import StoreCore

/// StoreKit's `VerificationResult`: a signed value and whether its signature verified. The twin
/// verifies what the simulated store says verifies (`buy … unverified`, `fail verification`).
@frozen
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case verified(SignedType)

    /// Why a signature did not verify. The twin reports every failure as `invalidSignature`.
    public enum VerificationError: Error, Hashable, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value if it verified; throws the verification error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, whether or not it verified.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

extension VerificationResult where SignedType == Transaction {
    /// A ledger transaction as the app receives it: verified or not, as the store says.
    init(_ record: StoreCore.StoreTransaction) {
        let transaction = Transaction(record)
        self = record.verification.isVerified ? .verified(transaction) : .unverified(transaction, .invalidSignature)
    }
}

extension VerificationResult: CustomDebugStringConvertible {
    /// The case and its value, for logs: `verified(…)`, `unverified(…, invalidSignature)`.
    public var debugDescription: String {
        switch self {
        case .verified(let value): return "verified(\(value))"
        case .unverified(let value, let error): return "unverified(\(value), \(error))"
        }
    }
}
