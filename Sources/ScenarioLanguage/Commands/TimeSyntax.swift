import StoreCore

/// `advance DURATION`, `device-clock ±DURATION`.
enum TimeSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case advance, deviceClock = "device-clock"
    }

    static func example(_ name: Name) -> String {
        switch name {
        case .advance: return "advance 1d"
        case .deviceClock: return "device-clock +1h"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        name == .advance ? .advance(try reader.duration()) : .deviceClock(try reader.signedDuration())
    }

    static func format(_ command: Command) -> String? {
        switch command {
        case .advance(let span): return line(.advance, span.description)
        case .deviceClock(let span): return line(.deviceClock, span.seconds < 0 ? span.description : "+\(span)")
        default: return nil
        }
    }
}
