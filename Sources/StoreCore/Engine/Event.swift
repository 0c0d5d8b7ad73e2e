import Foundation

/// One line of the event log: when (true and device time), where, and what happened, in words.
public struct Event: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case setup, store, app, client, time, warning, violation, check
    }

    public let step: Int
    public let trueTime: Date
    public let deviceTime: Date
    public let device: String
    let sentence: EventSentence
    /// After the sentence, so that it fills the sentence's spare bytes.
    public let kind: Kind

    /// The event in words.
    public var text: String { sentence.text }

    /// `2026-01-01T09:00:00Z phone store: Bought …` — one transcript line; the device's own
    /// clock is added when it differs from true time.
    public var transcriptLine: String {
        let clock = deviceTime == trueTime ? "" : " (device clock \(InstantFormat.iso(deviceTime)))"
        return "\(InstantFormat.iso(trueTime)) \(device)\(clock) \(kind.rawValue): \(text)"
    }
}
