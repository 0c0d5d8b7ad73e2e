import Foundation
import os
import StoreKit

/// A paywall that follows the storefront: it reads `Storefront.current` at launch, watches
/// `Storefront.updates`, and loads its product again when the account moves to another
/// country, writing prices with the product's `priceFormatStyle` (a monthly price worked out
/// from a yearly one). Its log lines show what the paywall says.
@MainActor
public final class StorefrontStore {
    nonisolated public static let yearlyID = "com.example.app.yearly"

    public private(set) var countryCode: String?
    public private(set) var product: Product?
    public private(set) var subscribedTransaction: StoreKit.Transaction?
    public private(set) var hasCheckedEntitlements = false
    private let logger = Logger(subsystem: "com.example.app", category: "Paywall")
    private var storefronts: Task<Void, Never>?
    private var updates: Task<Void, Never>?

    public init() {
        storefronts = Task { [weak self] in
            for await storefront in Storefront.updates {
                await self?.moved(to: storefront)
            }
        }
        updates = Task { [weak self] in
            for await result in StoreKit.Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                self?.subscribedTransaction = transaction.revocationDate == nil ? transaction : nil
                await transaction.finish()
            }
        }
    }

    public func prepare() async {
        countryCode = await Storefront.current?.countryCode
        var current: StoreKit.Transaction?
        for await result in StoreKit.Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.productID == Self.yearlyID { current = transaction }
        }
        subscribedTransaction = current
        hasCheckedEntitlements = true
        await loadProduct()
    }

    func moved(to storefront: Storefront) async {
        logger.notice("Storefront changed: \(self.countryCode ?? "none", privacy: .public) → \(storefront.countryCode, privacy: .public)")
        countryCode = storefront.countryCode
        await loadProduct()
    }

    func loadProduct() async {
        do {
            product = try await Product.products(for: [Self.yearlyID]).first
        } catch {
            logger.error("Product request failed: \(String(describing: error), privacy: .public)")
            return
        }
        guard let product else { return }
        logger.info("Paywall in \(self.countryCode ?? "?", privacy: .public): \(self.paywallText ?? "", privacy: .public)")
        _ = product
    }

    /// What the paywall says: the yearly price and what it comes to per month.
    public var paywallText: String? {
        guard let product else { return nil }
        let monthly = (product.price / 12).formatted(product.priceFormatStyle)
        return "\(product.displayPrice) a year (\(monthly) a month)"
    }

    public func purchase() async {
        guard let product else { return }
        guard case .success(.verified(let transaction))? = try? await product.purchase() else { return }
        subscribedTransaction = transaction
        await transaction.finish()
    }
}
