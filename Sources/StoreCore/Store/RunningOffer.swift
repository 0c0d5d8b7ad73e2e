import PurchasePort

/// The offer a subscription's current period is billed at.
public struct RunningOffer: Hashable, Sendable {
    public let offer: SubscriptionOffer
    /// Pay-as-you-go periods still to renew at the offer price after the current one.
    public internal(set) var periodsLeft: Int

    init(_ offer: SubscriptionOffer) {
        self.offer = offer
        periodsLeft = offer.isOneSpan ? 0 : offer.periodCount - 1
    }
}
