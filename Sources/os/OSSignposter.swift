/// The unified log's signposts (`OSSignposter`), which purchase code uses to time its store
/// calls: accepted and dropped, as Instruments is not there to read them. An interval's work runs
/// as written.
public struct OSSignposter: Sendable {
    public init(subsystem: String, category: String) {}
    public init(logger: Logger) {}
    public init(logHandle: OSLog) {}

    /// A signposter that records nothing.
    public static var disabled: OSSignposter { OSSignposter(subsystem: "", category: "") }

    /// Whether anything records the signposts: nothing does.
    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { .exclusive }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { .exclusive }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState()
    }

    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState()
    }

    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}

    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}

    /// Runs `task` in an interval: it runs as written.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// A signpost's id.
public struct OSSignpostID: Hashable, Sendable {
    public let rawValue: UInt64

    public init(_ value: UInt64) { rawValue = value }

    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)
}

/// What `beginInterval` hands back for `endInterval`.
public struct OSSignpostIntervalState: Sendable {}
