import Foundation

/// An operator's subscription to its upstream: set when it arrives, asked and cancelled from
/// whichever thread its subscriber asks or cancels on.
final class UpstreamLink: @unchecked Sendable {
    private let lock = NSLock()
    private var upstream: Subscription?

    func set(_ subscription: Subscription) {
        lock.withLock { upstream = subscription }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    /// Cancels the subscription, once.
    func cancel() {
        lock.withLock {
            defer { upstream = nil }
            return upstream
        }?.cancel()
    }
}
