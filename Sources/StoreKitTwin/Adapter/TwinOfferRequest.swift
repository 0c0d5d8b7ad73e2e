/// An offer the user takes in the app (`buy ID offer OFFER-ID …`): a promotional offer, with
/// what the app's server answered when asked to sign it, or a win-back offer by its id.
public enum TwinOfferRequest: Hashable, Sendable {
    case promotional(TwinSignedOffer)
    case winBack(offerID: String)
}
