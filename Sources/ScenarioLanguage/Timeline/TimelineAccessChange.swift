import Foundation
import StoreCore

/// An access change the engine logged inside a step (`Access now grace (until …) (was
/// subscribed)`): the device, the instant, and the state shown from then on.
struct TimelineAccessChange: Sendable {
    let device: String
    let at: Date
    /// The state's name: `grace`.
    let state: String
    /// As the log words it: `lapsed (billing-error)`.
    let summary: String

    private static let prefix = "Access now "

    /// The change an event reports, if it reports one.
    init?(_ event: Event) {
        guard event.kind == .client, event.text.hasPrefix(Self.prefix) else { return nil }
        var summary = Substring(event.text.dropFirst(Self.prefix.count))
        if let was = summary.range(of: " (was ", options: .backwards) { summary = summary[..<was.lowerBound] }
        guard let state = AccessState.allNames.filter({ summary == $0 || summary.hasPrefix($0 + " ") })
            .max(by: { $0.count < $1.count }) else { return nil }
        device = event.device
        at = event.trueTime
        self.state = state
        self.summary = String(summary)
    }
}
