import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import Security
#else
import StoreKitTwin
#endif

/// The app-defined 14-day evaluation (seed 000): started at the first launch, counted as
/// elapsed 24-hour intervals, the start kept in the keychain (which survives a reinstall) and in
/// the preferences, the earliest one winning. Not a subscription trial: nothing is charged.
struct EvaluationStore {
    static let length: TimeInterval = 14 * 24 * 60 * 60
    private let service = "com.example.app.evaluation"
    private let account = "startedAt"

    /// The start the app goes by: the earliest one stored, or now on a first launch; both
    /// stores are given it.
    func startIfNeeded(now: Date) -> Date {
        let keychainDate = loadFromKeychain()
        let defaultsDate = Preferences.standard.object(forKey: account) as? Date
        let start = [keychainDate, defaultsDate].compactMap { $0 }.min() ?? now
        if keychainDate != start { saveToKeychain(start) }
        if defaultsDate != start { Preferences.standard.set(start, forKey: account) }
        return start
    }

    /// Days left at `now`, rounded up and never more than the length (a clock set back adds
    /// none); nil once the evaluation is over.
    static func daysLeft(startedAt start: Date, now: Date) -> Int? {
        let remaining = start.addingTimeInterval(length).timeIntervalSince(now)
        guard remaining > 0 else { return nil }
        return min(Int((remaining / 86_400).rounded(.up)), Int(length / 86_400))
    }

    private func loadFromKeychain() -> Date? {
        guard let data = keychainData(), let seconds = try? JSONDecoder().decode(TimeInterval.self, from: data) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    private func saveToKeychain(_ date: Date) {
        guard let data = try? JSONEncoder().encode(date.timeIntervalSince1970) else { return }
        setKeychainData(data)
    }

#if canImport(StoreKit) && !STOREKIT_TWIN
    private typealias Preferences = UserDefaults

    private func keychainData() -> Data? {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecAttrAccount as String: account, kSecReturnData as String: true,
                                    kSecMatchLimit as String: kSecMatchLimitOne]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess else { return nil }
        return item as? Data
    }

    private func setKeychainData(_ data: Data) {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecAttrAccount as String: account]
        SecItemDelete(query as CFDictionary)
        var attributes = query
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        attributes[kSecValueData as String] = data
        SecItemAdd(attributes as CFDictionary, nil)
    }
#else
    private typealias Preferences = TwinDefaults

    private func keychainData() -> Data? { TwinKeychain.data(service: service, account: account) }

    private func setKeychainData(_ data: Data) { TwinKeychain.set(data, service: service, account: account) }
#endif
}
