/// One entry of a product's or group's `localizations`: its name and description in one locale.
package struct StoreKitLocalization: Hashable, Sendable {
    /// `en_US`, `en_GB`, …
    package let locale: String
    /// The `displayName` member; Xcode writes `""` when none was entered.
    package let displayName: String
    /// The `description` member.
    package let descriptionText: String
}
