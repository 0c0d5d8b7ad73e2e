#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// The subscription store under storedbg.
extension SubscriptionStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async { await subscribe(to: productID) }

    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        guard hasCheckedStatus else {
            return TwinAppReport(access: .checking, reason: "waiting for the subscription status", paywallShown: false,
                                 pendingProductIDs: pending, knowsOwnership: false)
        }
        guard let status, case .verified(let transaction) = status.transaction,
              case .verified(let renewal) = status.renewalInfo else {
            return TwinAppReport(access: .notStarted, reason: "not subscribed", paywallShown: true,
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
        return TwinAppReport(access: access, reason: "\(renewal.currentProductID), #\(transaction.id)", paywallShown: access.showsPaywall,
                             grants: granted ? [transaction] : [], pendingProductIDs: pending, knowsOwnership: true)
    }

    private var pending: Set<String> { isAwaitingApproval ? Set(Self.productIDs) : [] }
}
#endif
