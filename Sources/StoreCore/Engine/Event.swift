import Foundation

/// One line of the event log: when (true and device time), where, and what happened, in words.
///
/// A long session holds millions of these, so an event is kept in 64 bytes: its sentence as data
/// (`EventSentence`), its step in 32 bits, and its device as a name the engine shares between
/// events (`EventPhrasebook`).
public struct Event: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case setup, store, app, client, time, warning, violation, check
    }

    /// A device's name, shared by the events on it.
    final class DeviceName: Hashable, Sendable {
        let name: String

        init(_ name: String) { self.name = name }

        static func == (lhs: DeviceName, rhs: DeviceName) -> Bool { lhs === rhs || lhs.name == rhs.name }

        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    // In this order, so that the kind and the step fill the sentence's spare bytes.
    let sentence: EventSentence
    public let kind: Kind
    private let stepNumber: UInt32
    public let trueTime: Date
    public let deviceTime: Date
    private let deviceName: DeviceName

    /// `step` beyond `UInt32.max` (4,294,967,295 steps, far more than a session's memory holds)
    /// is kept as `UInt32.max`.
    init(step: Int, trueTime: Date, deviceTime: Date, device: DeviceName, sentence: EventSentence, kind: Kind) {
        self.sentence = sentence
        self.kind = kind
        stepNumber = UInt32(clamping: step)
        self.trueTime = trueTime
        self.deviceTime = deviceTime
        deviceName = device
    }

    /// The engine's step count when it was logged.
    public var step: Int { Int(stepNumber) }

    public var device: String { deviceName.name }

    /// The event in words.
    public var text: String { sentence.text }

    /// Whether the event's text names transaction `#id` (`#7`, not `#70`), found without spelling
    /// the text out.
    public func names(transaction id: Int) -> Bool { sentence.names(transaction: id) }

    /// `2026-01-01T09:00:00Z phone store: Bought …` — one transcript line; the device's own
    /// clock is added when it differs from true time.
    public var transcriptLine: String {
        let clock = deviceTime == trueTime ? "" : " (device clock \(InstantFormat.iso(deviceTime)))"
        return "\(InstantFormat.iso(trueTime)) \(device)\(clock) \(kind.rawValue): \(text)"
    }
}
