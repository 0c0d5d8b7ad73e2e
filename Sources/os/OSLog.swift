import StoreKitTwin

/// A log handle (`OSLog`) for `os_log` and `Logger(_:)`: a subsystem and a category.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    /// A handle whose lines go nowhere.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Writes one line to the event log: `Log [CATEGORY] LEVEL: TEXT`.
    static func write(_ text: String, level: OSLogType, category: String, log: OSLog? = nil) {
        guard log !== disabled else { return }
        TwinLog.write("Log \(category.isEmpty ? "" : "[\(category)] ")\(level.name): \(text)")
    }
}

/// How important a log line is.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    var name: String {
        switch self {
        case .info: return "info"
        case .debug: return "debug"
        case .error: return "error"
        case .fault: return "fault"
        default: return "default"
        }
    }
}

/// `os_log` with a message written as an interpolation (`os_log("Loaded \(count) products")`).
@_disfavoredOverload
public func os_log(_ message: OSLogMessage, log: OSLog = .default, type: OSLogType = .default) {
    OSLog.write(message.text, level: type, category: log.category, log: log)
}

/// `os_log` with a type first and an interpolated message.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    OSLog.write(message.text, level: type, category: log.category, log: log)
}

/// `os_log` with a printf-style format (`%@`, `%d`, `%{public}@`, …) and its arguments; the
/// privacy marks are dropped, the rest is `String(format:)`'s.
public func os_log(_ format: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {
    let plain = "\(format)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    OSLog.write(String(format: plain, arguments: arguments), level: type, category: log.category, log: log)
}
