import Foundation

/// The AccessState with why it holds and whether the paywall shows, as the app on one device sees it.
public struct AccessView: Hashable, Sendable {
    public let state: AccessState
    /// Why, in a few words: "owned via #3", "evaluation: 11 days left, ends 14 Dec 10:00".
    public let reason: String
    public let paywallShown: Bool

    public init(state: AccessState, reason: String, paywallShown: Bool) {
        self.state = state
        self.reason = reason
        self.paywallShown = paywallShown
    }
}
