import Foundation
import os
import StoreKit
#if canImport(UIKit)
import UIKit
#endif

/// A subscription app's account screen: "Manage subscription", "Redeem code" (with StoreKit 2,
/// and with StoreKit 1's sheet as older code still calls it) and "Request a refund", each
/// presenting one of the App Store's sheets on the app's window scene. Purchases carry the
/// app's own account id as the app account token, so that its server can match them. What the
/// sheets return is logged and, when the customer must know, told.
@MainActor
public final class AccountSettingsStore {
    nonisolated public static let monthlyID = "com.example.app.monthly"
    nonisolated public static let yearlyID = "com.example.app.yearly"
    /// The app's own account id for the signed-in user, sent with every purchase.
    nonisolated public static let serverAccountID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    public private(set) var products: [Product] = []
    public private(set) var entitlement: StoreKit.Transaction?
    public private(set) var hasCheckedEntitlements = false
    /// What the screen tells the user.
    public private(set) var notice: String?
    private let logger = Logger(subsystem: "com.example.app", category: "Account")
    private var updates: Task<Void, Never>?

    public init() {
        updates = Task { [weak self] in
            for await result in StoreKit.Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                // The transaction itself, not a new read: the listing may not have it yet.
                if transaction.revocationDate == nil {
                    self?.entitlement = transaction
                } else {
                    await self?.refreshEntitlement()
                }
                await transaction.finish()
            }
        }
    }

    public func prepare() async {
        await refreshEntitlement()
        products = (try? await Product.products(for: [Self.monthlyID, Self.yearlyID])) ?? []
    }

    func refreshEntitlement() async {
        var current: StoreKit.Transaction?
        for await result in StoreKit.Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.revocationDate == nil else { continue }
            current = transaction
        }
        entitlement = current
        hasCheckedEntitlements = true
    }

    public func subscribe(to productID: String) async {
        guard let product = products.first(where: { $0.id == productID }) else { return }
        do {
            if case .success(.verified(let transaction)) = try await product.purchase(options: [.appAccountToken(Self.serverAccountID)]) {
                entitlement = transaction
                await transaction.finish()
            }
        } catch {
            logger.error("Purchase failed: \(String(describing: error), privacy: .public)")
        }
    }

    /// The window scene the sheets are presented on.
    private var scene: UIWindowScene? {
        UIApplication.shared.connectedScenes.first as? UIWindowScene
    }

    /// "Manage subscription": the App Store's sheet; what the customer changed there arrives
    /// through `Transaction.updates`, and the entitlement is read again when it closes.
    public func manageSubscription() async {
        guard let scene else { return }
        do {
            try await AppStore.showManageSubscriptions(in: scene)
            logger.info("Manage subscriptions closed")
            notice = nil
            await refreshEntitlement()
        } catch {
            logger.error("Manage subscriptions failed: \(String(describing: error), privacy: .public)")
            notice = "The App Store is unavailable. Try again later."
        }
    }

    /// "Redeem code", StoreKit 2's sheet: a redeemed code arrives through `Transaction.updates`.
    public func redeemCode() async {
        guard let scene else { return }
        do {
            try await AppStore.presentOfferCodeRedeemSheet(in: scene)
            logger.info("Offer code sheet closed")
        } catch {
            logger.error("Offer code sheet failed: \(String(describing: error), privacy: .public)")
            notice = "The App Store is unavailable. Try again later."
        }
    }

    /// "Redeem code" as older code presents it, with StoreKit 1.
    public func redeemCodeWithStoreKit1() {
        SKPaymentQueue.default().presentCodeRedemptionSheet()
    }

    /// "Request a refund" for the current subscription period.
    public func requestRefund() async {
        guard let scene, let entitlement else { return }
        do {
            switch try await StoreKit.Transaction.beginRefundRequest(for: entitlement.id, in: scene) {
            case .success:
                logger.info("Refund requested for #\(entitlement.id, privacy: .public)")
                notice = "Apple received your refund request."
            case .userCancelled:
                logger.info("Refund request cancelled")
            @unknown default:
                break
            }
        } catch StoreKit.Transaction.RefundRequestError.duplicateRequest {
            notice = "A refund was already requested for this purchase."
        } catch {
            logger.error("Refund request failed: \(String(describing: error), privacy: .public)")
            notice = "The refund request could not be sent."
        }
    }
}
