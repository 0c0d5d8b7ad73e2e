import StoreKitTwin

extension Product {
    /// `purchase(options:)`, its confirmation shown in `scene` (iOS 17). Nothing is shown: the
    /// twin's purchase has no sheet, and the scenario answers for the customer.
    @MainActor public func purchase(confirmIn scene: some UIScene, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await purchase(options: options)
    }

    /// `purchase(options:)`, its confirmation shown next to `viewController` (iOS 18.2).
    @MainActor public func purchase(confirmIn viewController: UIViewController, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        try await purchase(options: options)
    }
}
