import Foundation
import StoreCore

/// An access change the engine logged inside a step (an `advance` that ends a grace period):
/// the device, the instant, and the state shown from then on.
struct TimelineAccessChange: Sendable {
    let device: String
    let at: Date
    /// The state's name: `grace`.
    let state: String
    /// As the log words it: `lapsed (billing-error)`.
    let summary: String

    /// The change an event reports, if it reports one.
    init?(_ event: Event) {
        guard case .accessChanged(_, let state) = event.fact else { return nil }
        device = event.device
        at = event.trueTime
        self.state = state.name
        summary = state.summary
    }
}
