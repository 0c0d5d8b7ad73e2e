import Foundation
import StoreCore

/// An Xcode StoreKit configuration file (`.storekit`, formats 1.0 to 5.0), decoded.
///
/// `configuration` is the file as the core store sees it:
/// - `Consumable` → `.consumable`, `NonConsumable` → `.unlock`, `NonRenewingSubscription` →
///   `.nonRenewing(StoreKitProduct.nonRenewingSpan)`, each subscription of a group →
///   `.subscription(group: name, period: recurringSubscriptionPeriod, level: groupNumber)`;
/// - prices are `displayPrice` in the storefront's currency (`StorefrontCurrency`);
/// - a display name is that of the first localisation with a name, preferring the file's
///   `_locale`, then its language, then `en_US`, then any;
/// - settings as `StoreKitSettings.storeSettings` maps them.
///
/// The rest of the file (offers, billing plans, groups, the settings as written) is kept for
/// screens and checks, each object with where it is (`StoreKitSource`).
package struct StoreKitFile: Hashable, Sendable {
    /// Larger files are refused unread: Xcode's files are a few kilobytes.
    package static let maximumSize = 8 * 1024 * 1024

    /// The path the file was read from, as given; it starts every message about the file.
    package let path: String
    /// `version`; `nil` when the file has none.
    package let version: StoreKitFormatVersion?
    /// The file's `identifier` (format 1.1 on).
    package let identifier: String?
    /// Every product: `products`, then `nonRenewingSubscriptions`, then each group's
    /// subscriptions, each list in file order.
    package let products: [StoreKitProduct]
    package let subscriptionGroups: [StoreKitSubscriptionGroup]
    package let settings: StoreKitSettings
    /// The ISO 4217 code every price of the file is in.
    package let currencyCode: String
    /// The top-level object.
    package let source: StoreKitSource

    /// The catalogue and store settings the file describes.
    package var configuration: StoreConfiguration {
        StoreConfiguration(products: products.map(\.product), settings: settings.storeSettings)
    }

    /// Decodes the bytes of a `.storekit` file; `path` names it in errors.
    /// Fails with one positioned error when the file is larger than `maximumSize`, is not JSON,
    /// or holds a value of the wrong type. Unknown members are ignored.
    package static func decode(_ data: Data, path: String) -> Result<StoreKitFile, StoreKitFileError> {
        decode(bytes: [UInt8](data), path: path)
    }

    /// Decodes the bytes of a `.storekit` file, as `decode(_:path:)` does.
    package static func decode(bytes: [UInt8], path: String) -> Result<StoreKitFile, StoreKitFileError> {
        let decoder = StoreKitFileDecoder(filePath: path)
        return Result { () throws(StoreKitFileError) in try decoder.decode(bytes) }
    }

    /// Reads and decodes the file at `path`. A file larger than `maximumSize` is refused unread,
    /// and no more than that is ever read; what is not a regular file
    /// (a FIFO, a device such as `/dev/zero`, a socket) is refused unopened.
    package static func load(path: String) -> Result<StoreKitFile, StoreKitFileError> {
        func failure(_ message: String) -> Result<StoreKitFile, StoreKitFileError> {
            .failure(StoreKitFileError(path: path, location: StoreKitLocation(jsonPath: "", position: .start), message: message))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
        if let size, size > maximumSize { return failure(StoreKitFileDecoder.sizeMessage(found: "\(size) bytes")) }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readBytes(path: path, limit: maximumSize)
        } catch {
            if error.isMissing { return failure("expected a readable file, found none at this path") }
            if error.isTooLarge { return failure(StoreKitFileDecoder.sizeMessage(found: "more than \(maximumSize) bytes")) }
            return failure("expected a readable file, found one that cannot be read: \(error.reason)")
        }
        return decode(bytes: bytes, path: path)
    }
}
