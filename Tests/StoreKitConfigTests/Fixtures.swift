import Foundation
import StoreKitConfig

/// The corpus of real Xcode `.storekit` files copied into the test bundle (see Fixtures/storekit/SOURCES.md).
enum Fixtures {
    static let corpusNames = [
        "RevenueCat--purchases-ios--Configuration",
        "russell-archer--StoreHelper--Products",
        "RevenueCat--purchases-ios--RevenueCat_SwiftUIConfiguration",
        "russell-archer--StoreHelper--SampleProducts",
        "space-code--flare--Flare",
        "RevenueCat--purchases-ios--PurchaseTesterStoreKitConfiguration",
        "RevenueCat--cordova-plugin-purchases--RevenueCatTest",
        "flutter--packages--Configuration",
        "RevenueCat--purchases-ios--StoreKitConfiguration",
        "RevenueCat--purchases-ios--UnitTestsConfiguration",
    ]

    static var directory: URL? {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.appendingPathComponent("storekit")
    }

    /// The bytes of corpus file `name` (without `.storekit`).
    static func data(_ name: String) -> Data? {
        directory.flatMap { try? Data(contentsOf: $0.appendingPathComponent("\(name).storekit")) }
    }

    /// The bytes of `Fixtures/derived/NAME.storekit`: a corpus file with one edit (see the SOURCES.md beside it).
    static func derivedData(_ name: String) -> Data? {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)
            .flatMap { try? Data(contentsOf: $0.appendingPathComponent("derived/\(name).storekit")) }
    }

    /// Corpus file `name`, decoded under the path `name.storekit`.
    static func file(_ name: String) -> Result<StoreKitFile, StoreKitFileError>? {
        data(name).map { StoreKitFile.decode($0, path: "\(name).storekit") }
    }

    /// `text` decoded as the file `test.storekit`.
    static func decode(_ text: String) -> Result<StoreKitFile, StoreKitFileError> {
        StoreKitFile.decode(Data(text.utf8), path: "test.storekit")
    }
}
