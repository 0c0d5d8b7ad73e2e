import PurchasePort

/// The offer a subscription's current period is billed at.
package struct RunningOffer: Hashable, Sendable {
    package let offer: SubscriptionOffer
    /// Pay-as-you-go periods still to renew at the offer price after the current one.
    package internal(set) var periodsLeft: Int

    init(_ offer: SubscriptionOffer) {
        self.offer = offer
        periodsLeft = offer.isOneSpan ? 0 : offer.periodCount - 1
    }
}
