import Foundation
import PurchasePort

/// One line of the event log: when (true and device time), where, and what happened, as a fact
/// (`EventFact`), spelled out in words only when read (`text`, `transcriptLine`).
///
/// A long session holds millions of these, so an event is kept in 64 bytes: its fact in 36, its
/// step in 32 bits, and its device as a name shared by the events on it.
package struct Event: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case setup, store, app, client, time, warning, violation, check
    }

    /// A device's name, shared by the events on it.
    final class DeviceName: Hashable, Sendable {
        let name: String

        init(_ name: String) { self.name = name }

        static func == (lhs: DeviceName, rhs: DeviceName) -> Bool { lhs === rhs || lhs.name == rhs.name }

        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    // In this order, so that the step fills the fact's spare bytes.
    /// What happened.
    package let fact: EventFact
    private let stepNumber: UInt32
    package let trueTime: Date
    package let deviceTime: Date
    private let deviceName: DeviceName

    /// `step` beyond `UInt32.max` (4,294,967,295 steps, far more than a session's memory holds)
    /// is kept as `UInt32.max`.
    init(step: Int, trueTime: Date, deviceTime: Date, device: DeviceName, fact: EventFact) {
        self.fact = fact
        stepNumber = UInt32(clamping: step)
        self.trueTime = trueTime
        self.deviceTime = deviceTime
        deviceName = device
    }

    package var kind: Kind { fact.kind }

    /// The engine's step count when it was logged.
    package var step: Int { Int(stepNumber) }

    package var device: String { deviceName.name }

    /// The transaction the event charges the customer for, if it charges one (`Engine.charge(of:)`).
    package var chargedTransaction: TransactionID? { fact.chargedTransaction }

    /// The event in words.
    package var text: String { EventWording.sentence(fact) }

    /// Whether the event's text names transaction `#id` (`#7`, not `#70`), mostly found without
    /// spelling the text out.
    package func names(transaction id: TransactionID) -> Bool { fact.names(transaction: id) }

    /// `2026-01-01T09:00:00Z phone store: Bought …` — one transcript line; the device's own
    /// clock is added when it differs from true time.
    package var transcriptLine: String {
        let clock = deviceTime == trueTime ? "" : " (device clock \(InstantFormat.iso(deviceTime)))"
        return "\(InstantFormat.iso(trueTime)) \(device)\(clock) \(kind.rawValue): \(text)"
    }
}

extension ChunkedArray where Element == Event {
    /// The events whose text names transaction `#id`, oldest first: each is asked where it is
    /// kept, not copied out (a transaction's detail asks every event of the session).
    package func naming(transaction id: TransactionID) -> [Event] {
        var named: [Event] = []
        for index in indices where self[index].names(transaction: id) { named.append(self[index]) }
        return named
    }
}
