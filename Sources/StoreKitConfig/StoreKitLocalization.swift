/// One entry of a product's or group's `localizations`: its name and description in one locale.
public struct StoreKitLocalization: Hashable, Sendable {
    /// `en_US`, `en_GB`, …
    public let locale: String
    /// The `displayName` member; Xcode writes `""` when none was entered.
    public let displayName: String
    /// The `description` member.
    public let descriptionText: String
}
