import Foundation

/// StoreKit's device verification, which an app uses to check that a signed value was signed for
/// this device: the SHA-384 hash of the value's nonce (a UUID, lowercased) followed by the device's
/// `AppStore.deviceVerificationID` (lowercased). The twin makes the identifier from the device's
/// name and each nonce from what it signs and the device, so both are the same at every run and
/// differ between the account's devices.
enum DeviceVerification {
    /// The device's verification identifier.
    static func identifier(ofDevice device: String) -> UUID {
        uuid(from: "storedbg device \(device)")
    }

    /// The nonce of the signed value `subject` as the device `device` reads it.
    static func nonce(of subject: String, onDevice device: String) -> UUID {
        uuid(from: "storedbg nonce \(subject) on \(device)")
    }

    /// The verification value of the signed value `subject` read on `device`.
    static func value(of subject: String, onDevice device: String) -> Data {
        value(nonce: nonce(of: subject, onDevice: device), identifier: identifier(ofDevice: device))
    }

    /// SHA-384 of the nonce's lowercase text followed by the identifier's, as StoreKit documents it.
    static func value(nonce: UUID, identifier: UUID) -> Data {
        Data(SHA384.hash(Array((nonce.uuidString.lowercased() + identifier.uuidString.lowercased()).utf8)))
    }

    /// The device of the app whose code runs now: the first device (`phone`) outside a session.
    static var readingDevice: String {
        (TwinSession.running() ?? TwinSession.current)?.deviceName ?? "phone"
    }

    /// A version 4 UUID whose other bits are the start of `text`'s SHA-384 hash.
    private static func uuid(from text: String) -> UUID {
        var bytes = SHA384.hash(Array(text.utf8))
        bytes[6] = bytes[6] & 0x0f | 0x40
        bytes[8] = bytes[8] & 0x3f | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

extension AppStore {
    /// The device's verification identifier (see `Transaction.deviceVerification`): the same on a
    /// device at every run, different on each of the account's devices.
    public static var deviceVerificationID: UUID? {
        DeviceVerification.identifier(ofDevice: TwinSession.active().deviceName)
    }
}

extension Transaction {
    /// The nonce of the device verification value, for the device reading the transaction.
    public var deviceVerificationNonce: UUID {
        DeviceVerification.nonce(of: "transaction \(id)", onDevice: DeviceVerification.readingDevice)
    }

    /// SHA-384 of `deviceVerificationNonce` and `AppStore.deviceVerificationID`, lowercased: it
    /// matches on the device that reads the transaction, as StoreKit's does for a verified one.
    public var deviceVerification: Data {
        DeviceVerification.value(of: "transaction \(id)", onDevice: DeviceVerification.readingDevice)
    }
}

extension Product.SubscriptionInfo.RenewalInfo {
    public var deviceVerificationNonce: UUID {
        DeviceVerification.nonce(of: "renewal \(originalTransactionID)", onDevice: DeviceVerification.readingDevice)
    }

    public var deviceVerification: Data {
        DeviceVerification.value(of: "renewal \(originalTransactionID)", onDevice: DeviceVerification.readingDevice)
    }
}

extension AppTransaction {
    public var deviceVerificationNonce: UUID {
        DeviceVerification.nonce(of: "app transaction \(appTransactionID)", onDevice: DeviceVerification.readingDevice)
    }

    public var deviceVerification: Data {
        DeviceVerification.value(of: "app transaction \(appTransactionID)", onDevice: DeviceVerification.readingDevice)
    }
}

extension VerificationResult where SignedType == Transaction {
    public var deviceVerification: Data { unsafePayloadValue.deviceVerification }
    public var deviceVerificationNonce: UUID { unsafePayloadValue.deviceVerificationNonce }
}

extension VerificationResult where SignedType == Product.SubscriptionInfo.RenewalInfo {
    public var deviceVerification: Data { unsafePayloadValue.deviceVerification }
    public var deviceVerificationNonce: UUID { unsafePayloadValue.deviceVerificationNonce }
}

extension VerificationResult where SignedType == AppTransaction {
    public var deviceVerification: Data { unsafePayloadValue.deviceVerification }
    public var deviceVerificationNonce: UUID { unsafePayloadValue.deviceVerificationNonce }
}
