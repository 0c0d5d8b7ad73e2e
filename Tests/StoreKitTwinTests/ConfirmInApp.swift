#if os(Linux)
import StoreKitTwin
import UIKit

// Apart from the tests that use it: a file that imports both Testing and UIKit asks for Swift
// Testing's UIKit overlay (`_Testing_UIKit`), which Linux does not have.

/// Buys with `purchase(confirmIn:options:)`: "pro" in the app's window scene, anything else next
/// to a view controller.
@MainActor final class ConfirmInApp: TwinApp {
    var bought: [String] = []

    init() {}

    func appDidLaunch() async {}

    func buy(_ productID: String) async {
        guard let product = try? await Product.products(for: [productID]).first,
              let scene = UIApplication.shared.connectedScenes.first else { return }
        let qualified: UIKit.UIWindowScene.Type = UIKit.UIWindowScene.self  // names qualified by UIKit resolve through the re-export
        _ = qualified
        let result = productID == "pro"
            ? try? await product.purchase(confirmIn: scene, options: [.appAccountToken(UUID())])
            : try? await product.purchase(confirmIn: UIViewController())
        if case .success(.verified(let transaction))? = result {
            bought.append(transaction.productID)
            await transaction.finish()
            let thanks = UIAlertController(title: "Thank you", message: "\(productID) is yours.", preferredStyle: .alert)
            thanks.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.bought.removeAll() })
            UIViewController().present(thanks, animated: true)
        }
    }

    func restorePurchases() async {}
    var twinReport: TwinAppReport {
        TwinAppReport(access: bought.isEmpty ? .notStarted : .unlocked, reason: bought.joined(separator: ","), paywallShown: false,
                      knowsOwnership: true, grantedProductIDs: Set(bought))
    }
}
#endif
