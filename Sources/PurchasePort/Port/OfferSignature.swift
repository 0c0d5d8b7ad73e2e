/// The signature the app's server made for a promotional offer, as the store judges it.
public enum OfferSignature: String, CaseIterable, Hashable, Sendable {
    /// Signed with the app's key for this offer, product and customer.
    case valid
    /// Present but wrong: the store answers `invalidOfferSignature`.
    case invalid
    /// Not given: the store answers `missingOfferParameters`.
    case missing
}
