/// The app's durable storage on one device: the keychain survives a reinstall (not a new
/// device); the preferences, and the consumable balances kept in them, do not.
public struct DeviceStorage: Sendable {
    public internal(set) var keychain: [String: StoredValue] = [:]
    public internal(set) var preferences: [String: StoredValue] = [:]
    /// The app's consumable ledger, kept in its preferences.
    public internal(set) var consumables = ConsumableLedger()

    public init() {}

    /// What a reinstall leaves: the keychain.
    mutating func wipePreferences() {
        preferences = [:]
        consumables = ConsumableLedger()
    }
}
