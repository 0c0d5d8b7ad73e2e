import Foundation

/// A value the app keeps in the keychain or its preferences.
public enum StoredValue: Hashable, Sendable {
    case date(Date)
    case int(Int)
    case bool(Bool)
    case string(String)

    public var date: Date? { if case .date(let date) = self { return date } else { return nil } }
    public var int: Int? { if case .int(let int) = self { return int } else { return nil } }
}
