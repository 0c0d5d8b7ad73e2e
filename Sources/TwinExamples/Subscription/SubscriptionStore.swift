import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A subscription app's StoreKit 2 purchase controller (seeds 002 and 004): one group with a
/// monthly and a yearly plan. It listens for `Transaction.updates` from launch, reads where the
/// group stands from `Product.SubscriptionInfo.status`, keeps access in the grace period, and
/// re-reads the status whenever a transaction arrives. Its paywall offers the introductory offer
/// while the account may still have it, it shows when a free trial ends, and it takes
/// promotional offers (signed by its server) and win-back offers.
@MainActor
public final class SubscriptionStore {
    public static let groupID = "pro"
    public static let productIDs = ["com.example.pro.monthly", "com.example.pro.yearly"]

    private(set) var products: [Product] = []
    /// Where the group stands, as the last status read answered; nil before it has answered.
    private(set) var status: Product.SubscriptionInfo.Status?
    /// Whether a status read has answered since launch (an empty answer too).
    private(set) var hasCheckedStatus = false
    private(set) var isAwaitingApproval = false
    /// What the paywall offers new subscribers ("1 week free"); nil when the account may no
    /// longer have the introductory offer, or the plans have none.
    private(set) var paywallOfferText: String?
    private(set) var message: String?
    private var updatesTask: Task<Void, Never>?
    private var statusTask: Task<Void, Never>?

    public init() {
        updatesTask = Task { [weak self] in
            for await result in Transaction.updates {
                await self?.handle(result)
            }
        }
        // Grace, billing retry and lapses come with no new transaction.
        statusTask = Task { [weak self] in
            for await status in Product.SubscriptionInfo.Status.updates {
                self?.statusChanged(status)
            }
        }
    }

    func prepare() async {
        // Entitlements first: they answer offline too, and they say the store has answered.
        for await _ in Transaction.currentEntitlements {}
        await refreshStatus()
        await loadProducts()
        await refreshPaywallOffer()
    }

    func loadProducts() async {
        do {
            products = try await Product.products(for: Self.productIDs).sorted { $0.price < $1.price }
        } catch {
            products = []
        }
    }

    /// The introductory offer of the first plan that has one, if the account may still have it
    /// (once per group: a lapsed subscriber is offered no second trial).
    func refreshPaywallOffer() async {
        guard let subscription = products.lazy.compactMap(\.subscription).first(where: { $0.introductoryOffer != nil }),
              let offer = subscription.introductoryOffer else {
            paywallOfferText = nil
            return
        }
        paywallOfferText = await subscription.isEligibleForIntroOffer ? Self.describe(offer) : nil
    }

    /// "1 week free", "$0.99 a month for 3 months", "$1.99 for 2 months".
    static func describe(_ offer: Product.SubscriptionOffer) -> String {
        let unit = offer.period.unit == .day ? "day" : offer.period.unit == .week ? "week" : offer.period.unit == .month ? "month" : "year"
        let total = offer.period.value * offer.periodCount
        let span = "\(total) \(unit)\(total == 1 ? "" : "s")"
        if offer.paymentMode == .freeTrial { return "\(span) free" }
        if offer.paymentMode == .payAsYouGo { return "\(offer.displayPrice) a \(unit) for \(span)" }
        return "\(offer.displayPrice) for \(span)"
    }

    /// When the free trial the group is in ends; nil when it is not in one.
    var freeTrialEnd: Date? {
        guard let status, case .verified(let transaction) = status.transaction else { return nil }
        if #available(iOS 17.2, macOS 14.2, tvOS 17.2, watchOS 10.2, visionOS 1.1, *) {
            return transaction.offer?.paymentMode == .freeTrial ? transaction.expirationDate : nil
        }
        return nil
    }

    /// The group's status. A failed read keeps what the app knew.
    func refreshStatus() async {
        do {
            let statuses = try await Product.SubscriptionInfo.status(for: Self.groupID)
            status = statuses.first { status in
                guard case .verified = status.transaction, case .verified = status.renewalInfo else { return false }
                return true
            }
            hasCheckedStatus = true
        } catch {
            message = "Could not check your subscription: \(error)"
        }
        if !products.isEmpty { await refreshPaywallOffer() }
    }

    /// The user takes a promotional offer; `compactJWS` is the signature the app's server made.
    func subscribe(to productID: String, promotionalOffer offerID: String, compactJWS: String) async {
        await subscribe(to: productID, options: Set(Product.PurchaseOption.promotionalOffer(offerID, compactJWS: compactJWS)))
    }

    /// The user takes a win-back offer the plan lists (the renewal info says which they may take).
    func subscribe(to productID: String, winBackOffer offerID: String) async {
        if products.isEmpty { await loadProducts() }
        guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
              let offer = products.first(where: { $0.id == productID })?.subscription?.winBackOffers.first(where: { $0.id == offerID }) else {
            message = "This offer is not available."
            return
        }
        await subscribe(to: productID, options: [.winBackOffer(offer)])
    }

    func subscribe(to productID: String, options: Set<Product.PurchaseOption> = []) async {
        if products.isEmpty { await loadProducts() }
        guard let product = products.first(where: { $0.id == productID }) else {
            message = "The App Store is not available right now."
            return
        }
        do {
            switch try await product.purchase(options: options) {
            case .success(let verification):
                guard case .verified(let transaction) = verification else {
                    message = "The purchase could not be verified; nothing was unlocked."
                    return
                }
                isAwaitingApproval = false
                await refreshStatus()
                await transaction.finish()
            case .pending:
                isAwaitingApproval = true
            default:
                break
            }
        } catch {
            message = "The purchase failed: \(error)"
        }
    }

    func restore() async {
        do {
            try await AppStore.sync()
        } catch {
            message = "Could not reach the App Store."
            return
        }
        await refreshStatus()
    }

    private func statusChanged(_ changed: Product.SubscriptionInfo.Status) {
        guard case .verified(let transaction) = changed.transaction, Self.productIDs.contains(transaction.productID) else { return }
        status = changed
    }

    /// Renewals, approvals, refunds and purchases elsewhere: re-read the status, then finish.
    private func handle(_ result: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = result, Self.productIDs.contains(transaction.productID) else { return }
        isAwaitingApproval = false
        await refreshStatus()
        await transaction.finish()
    }
}
