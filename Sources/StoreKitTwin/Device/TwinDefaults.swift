import Foundation
import StoreCore

/// The app's preferences, as `UserDefaults.standard` keeps them: a reinstall wipes them. It holds
/// dates, integers, booleans and strings, the values the simulated device stores.
public struct TwinDefaults: Sendable {
    public static let standard = TwinDefaults()

    private init() {}

    /// The value stored for `key` (a `Date`, `Int`, `Bool` or `String`), if any.
    public func object(forKey key: String) -> Any? {
        switch TwinSession.active().preference(key) {
        case .date(let date)?: return date
        case .int(let int)?: return int
        case .bool(let bool)?: return bool
        case .string(let string)?: return string
        case nil: return nil
        }
    }

    public func set(_ value: Date, forKey key: String) { TwinSession.active().setPreference(.date(value), key) }
    public func set(_ value: Int, forKey key: String) { TwinSession.active().setPreference(.int(value), key) }
    public func set(_ value: Bool, forKey key: String) { TwinSession.active().setPreference(.bool(value), key) }
    public func set(_ value: String, forKey key: String) { TwinSession.active().setPreference(.string(value), key) }

    public func removeObject(forKey key: String) { TwinSession.active().setPreference(nil, key) }
}
