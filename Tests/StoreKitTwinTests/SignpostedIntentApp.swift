#if os(Linux)
import os
import StoreKit
import StoreKitTwin
import SwiftUI

// As a public store writes it: signposts around its store calls, promoted purchases read with
// their offer (iOS 18), and a plan's badge colour kept beside it.

/// The store.
@MainActor final class SignpostedIntentApp: TwinApp {
    static let signposter = OSSignposter(subsystem: "Store", category: "intents")
    var heard: [String] = []
    var badge: Color = .gray
    private var intents: Task<Void, Never>?
    private var listener: Task<Void, Never>?

    init() {}

    func appDidLaunch() async {
        listener = Task {
            for await case .verified(let transaction) in Transaction.updates { await transaction.finish() }
        }
        intents = Task {
            for await intent in PurchaseIntent.intents {
                let state = Self.signposter.beginInterval("intent", id: Self.signposter.makeSignpostID())
                defer { Self.signposter.endInterval("intent", state) }
                heard.append("\(intent.product.id) offer \(intent.offer?.id ?? "none")")
                if case .success(.verified(let transaction))? = try? await intent.product.purchase() {
                    await transaction.finish()
                    badge = Color.purple.opacity(0.8)
                }
            }
        }
    }

    func buy(_ productID: String) async {}
    func restorePurchases() async {}

    var twinReport: TwinAppReport {
        TwinAppReport(access: .notStarted, reason: (heard + [badge.description]).joined(separator: "; "), paywallShown: false,
                      knowsOwnership: true)
    }
}
#endif
