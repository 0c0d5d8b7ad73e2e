#if os(Linux)
import StoreKit
import Testing

/// A test file that imports both StoreKit and Testing compiles on Linux. StoreKit brings UIKit's
/// stand-in names, as it brings UIKit's on iOS, but no module named UIKit: with one, Swift
/// Testing asked for its UIKit overlay (`no such module '_Testing_UIKit'`) in every such file.
@Suite struct ImportStoreKitWithTestingTests {
    @Test @MainActor func storeKitBringsUIKitsNamesToATestFile() {
        #expect(UIApplication.shared.connectedScenes.first is UIWindowScene)
        #expect(Product.ProductType.consumable.rawValue == "Consumable")
    }
}
#endif
