import Foundation

extension Product {
    /// The product as JSON, for an app that hands it on (to its server, to a cross-platform
    /// layer). Apple documents no shape for it; the twin writes the product's own members:
    /// `id`, `type` (its raw value), `displayName`, `description`, `displayPrice`, `price` (as a
    /// decimal string), `currency`, `isFamilyShareable`, and for a subscription
    /// `subscriptionGroupID`, `subscriptionPeriod` (ISO 8601, `P1M`) and `groupLevel`.
    public var jsonRepresentation: Data {
        var payload = SignedPayload()
        payload.add("id", id)
        payload.add("type", type.rawValue)
        payload.add("displayName", displayName)
        payload.add("description", description)
        payload.add("displayPrice", displayPrice)
        payload.add("price", price.description)
        payload.add("currency", priceFormatStyle.currencyCode)
        payload.add("isFamilyShareable", isFamilyShareable)
        payload.add("subscriptionGroupID", subscription?.subscriptionGroupID)
        payload.add("subscriptionPeriod", subscription?.subscriptionPeriod.debugDescription)
        payload.add("groupLevel", subscription?.groupLevel)
        return payload.data
    }
}
