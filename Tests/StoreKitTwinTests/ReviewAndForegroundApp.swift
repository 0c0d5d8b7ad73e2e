#if os(Linux)
import Foundation
import StoreKitTwin
import UIKit

// Apart from its test: a file that imports both Testing and UIKit asks for Swift Testing's UIKit
// overlay, which Linux does not have.

/// A store as public ones write it: refreshes when the app becomes active, buys only while it is
/// active, asks for a rating after a purchase (StoreKit 2's and StoreKit 1's calls), and opens
/// the App Store's subscriptions page for "manage".
@MainActor final class ReviewAndForegroundApp: TwinApp {
    var bought: [String] = []
    var refreshes = 0
    private var observer: NSObjectProtocol?

    init() {
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil,
                                                          queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.refreshes += 1 }
        }
    }

    func appDidLaunch() async {}

    func buy(_ productID: String) async {
        guard UIApplication.shared.applicationState == .active,
              let product = try? await Product.products(for: [productID]).first,
              case .success(.verified(let transaction))? = try? await product.purchase() else { return }
        bought.append(transaction.productID)
        await transaction.finish()
        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            AppStore.requestReview(in: scene)
            SKStoreReviewController.requestReview(in: scene)
        }
    }

    func tap(_ control: String) async {
        guard control == "manage", let url = URL(string: "https://apps.apple.com/account/subscriptions") else { return }
        _ = await UIApplication.shared.open(url)
    }

    func restorePurchases() async {}
    var twinReport: TwinAppReport {
        TwinAppReport(access: bought.isEmpty ? .notStarted : .unlocked, reason: "refreshed \(refreshes) times", paywallShown: false,
                      knowsOwnership: true, grantedProductIDs: Set(bought))
    }
}
#endif
