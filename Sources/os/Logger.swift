import StoreKitTwin

/// The unified log's `Logger`, for purchase code compiled on Linux: each line goes to storedbg's
/// event log (`TwinLog`) when the app's code runs under the twin, as
/// `Log [CATEGORY] LEVEL: MESSAGE`, with every interpolated value shown whatever its privacy
/// (as a debug build attached to Xcode shows them). Anywhere else a line goes nowhere.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger of no subsystem and category.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger writing as `log` does.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { OSLog.write(message.text, level: level, category: category) }
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
