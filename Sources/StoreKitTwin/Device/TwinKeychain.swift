import Foundation
import StoreCore

/// A generic-password keychain item by service and account, as `SecItemCopyMatching`,
/// `SecItemAdd`/`SecItemUpdate` and `SecItemDelete` keep it. It survives a reinstall, not a new
/// device. Stored on the simulated device under `service/account`, the bytes in base 64.
public enum TwinKeychain {
    public static func data(service: String, account: String) -> Data? {
        guard case .string(let text)? = TwinSession.active().keychainItem(key(service, account)) else { return nil }
        return Data(base64Encoded: text)
    }

    /// Adds the item, or replaces the one there.
    public static func set(_ data: Data, service: String, account: String) {
        TwinSession.active().setKeychainItem(.string(data.base64EncodedString()), key(service, account))
    }

    public static func delete(service: String, account: String) {
        TwinSession.active().setKeychainItem(nil, key(service, account))
    }

    private static func key(_ service: String, _ account: String) -> String { "\(service)/\(account)" }
}
