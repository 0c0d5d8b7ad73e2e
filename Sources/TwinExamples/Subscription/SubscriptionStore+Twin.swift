#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// The subscription store under storedbg.
extension SubscriptionStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async { await subscribe(to: productID) }

    public func buy(_ productID: String, offer: TwinOfferRequest) async {
        switch offer {
        case .promotional(let signed):
            await subscribe(to: productID, promotionalOffer: signed.offerID, compactJWS: signed.compactJWS)
        case .winBack(let offerID):
            await subscribe(to: productID, winBackOffer: offerID)
        }
    }

    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        guard hasCheckedStatus else {
            return TwinAppReport(access: .checking, reason: "waiting for the subscription status", paywallShown: false,
                                 pendingProductIDs: pending, knowsOwnership: false)
        }
        guard let status, case .verified(let transaction) = status.transaction,
              case .verified(let renewal) = status.renewalInfo else {
            return TwinAppReport(access: .notStarted, reason: "not subscribed\(paywallOffer)", paywallShown: true,
                                 pendingProductIDs: pending, knowsOwnership: true)
        }
        let access: AccessState
        var granted = false
        switch status.state {
        case .subscribed:
            access = .subscribed(until: transaction.expirationDate ?? currentDate())
            granted = true
        case .inGracePeriod:
            access = .grace(until: renewal.gracePeriodExpirationDate ?? currentDate())
            granted = true
        case .inBillingRetryPeriod:
            access = .billingRetry
        case .revoked:
            access = .revoked
        default:
            access = .lapsed(reason: renewal.expirationReason == .billingError ? "billing-error"
                             : renewal.expirationReason == .autoRenewDisabled ? "auto-renew-disabled" : "expired")
        }
        let trial = freeTrialEnd.map { ", free trial until \($0.ISO8601Format())" } ?? ""
        return TwinAppReport(access: access, reason: "\(renewal.currentProductID), #\(transaction.id)\(trial)\(access.showsPaywall ? paywallOffer : "")",
                             paywallShown: access.showsPaywall,
                             grants: granted ? [transaction] : [], pendingProductIDs: pending, knowsOwnership: true)
    }

    private var pending: Set<String> { isAwaitingApproval ? Set(Self.productIDs) : [] }

    /// What the paywall offers, as the report's reason ends.
    private var paywallOffer: String { paywallOfferText.map { "; the paywall offers \($0)" } ?? "" }
}
#endif
