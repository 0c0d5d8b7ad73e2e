#if os(Linux)
import StoreKit
import StoreKitTwin

// As a public store writes it: a file that imports only StoreKit, with an `@Observable` store
// (Observation comes with StoreKit's Foundation) that asks each product for its current
// entitlement (`Product.currentEntitlement`, deprecated in iOS 18.4 but still common).

/// The store.
@Observable @MainActor final class ObservableEntitlementStore {
    var products: [Product] = []
    var purchased: Set<String> = []

    func refresh() async {
        products = (try? await Product.products(for: ["pro", "max"])) ?? []
        var owned: Set<String> = []
        for product in products {
            guard let entitlement = await product.currentEntitlement else { continue }
            if case .verified(let transaction) = entitlement { owned.insert(transaction.productID) }
        }
        purchased = owned
    }
}

/// The app around it.
@MainActor final class ObservableEntitlementApp: TwinApp {
    let store = ObservableEntitlementStore()
    private var listener: Task<Void, Never>?

    init() {}

    func appDidLaunch() async {
        listener = Task { [store] in
            for await case .verified(let transaction) in Transaction.updates {
                await transaction.finish()
                await store.refresh()
            }
        }
        await store.refresh()
    }

    func buy(_ productID: String) async {
        guard let product = store.products.first(where: { $0.id == productID }),
              // Options a store passes that have no effect here: a custom key, a signed eligibility.
              case .success(.verified(let transaction))? = try? await product.purchase(options: [
                  .custom(key: "source", value: "paywall"), .custom(key: "attempt", value: 1.0), .custom(key: "trial", value: true),
                  .custom(key: "commerce", value: Data([1])), .introductoryOfferEligibility(compactJWS: "x.y.z"),
                  .onStorefrontChange { _ in true },
              ]) else { return }
        store.purchased.insert(transaction.productID)
        await transaction.finish()
    }

    func restorePurchases() async {}

    var twinReport: TwinAppReport {
        TwinAppReport(access: store.purchased.isEmpty ? .notStarted : .unlocked, reason: store.purchased.sorted().joined(separator: ","),
                      paywallShown: false, knowsOwnership: true, grantedProductIDs: store.purchased)
    }
}
#endif
