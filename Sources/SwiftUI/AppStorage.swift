@_exported import Combine
@_exported import Foundation
@_exported import Observation
import StoreKitTwin

// Linux stand-in for the SwiftUI names purchase code touches outside its views: the module itself
// (a store file that says `import SwiftUI` for `ObservableObject`, `@Published`, `@Observable` or
// Foundation, as SwiftUI brings them), `@AppStorage` and `LocalizedStringKey`. No view, no binding:
// nothing is drawn.

/// SwiftUI's `@AppStorage`: a value kept in the app's preferences under `key`. Under the twin the
/// preferences are the simulated device's (`TwinDefaults.standard`), which a reinstall wipes, as
/// `UserDefaults` on a device; a `store:` (an app group's suite) is taken and not told apart.
/// It holds what the device's preferences hold: `Bool`, `Int`, `String`, and a `RawRepresentable`
/// of `Int` or `String`; `$value` (a `Binding`, for views) is absent.
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let read: (Any?) -> Value?
    private let write: (Value, String) -> Void

    /// The stored value, else the default; set, it is stored at once.
    public var wrappedValue: Value {
        get { read(TwinDefaults.standard.object(forKey: key)) ?? defaultValue }
        nonmutating set { write(newValue, key) }
    }

    private init(key: String, defaultValue: Value, read: @escaping (Any?) -> Value?,
                 write: @escaping (Value, String) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Bool },
                  write: { TwinDefaults.standard.set($0, forKey: $1) })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? Int },
                  write: { TwinDefaults.standard.set($0, forKey: $1) })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, read: { $0 as? String },
                  write: { TwinDefaults.standard.set($0, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? String).flatMap(Value.init(rawValue:)) },
                  write: { TwinDefaults.standard.set($0.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, read: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
                  write: { TwinDefaults.standard.set($0.rawValue, forKey: $1) })
    }
}

/// Sendable when its value is: the closures it keeps capture nothing but the value's type.
extension AppStorage: @unchecked Sendable where Value: Sendable {}
