import StoreKit

extension AccountSettingsStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async { await subscribe(to: productID) }

    public func restorePurchases() async {
        try? await AppStore.sync()
        await refreshEntitlement()
    }

    /// The screen's buttons: `tap manage-subscription`, `tap redeem-code`, `tap redeem-code-sk1`,
    /// `tap request-refund`.
    public func tap(_ control: String) async {
        switch control {
        case "manage-subscription": await manageSubscription()
        case "redeem-code": await redeemCode()
        case "redeem-code-sk1": redeemCodeWithStoreKit1()
        case "request-refund": await requestRefund()
        default: break
        }
    }

    public var twinReport: TwinAppReport {
        let told = notice.map { UserMessage(.info, $0) }
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false, knowsOwnership: false,
                                 alert: told)
        }
        if let transaction = entitlement, let end = transaction.expirationDate, end > TwinClock.now {
            return TwinAppReport(access: .subscribed(until: end), reason: "\(transaction.productID), #\(transaction.id)", paywallShown: false,
                                 grants: [transaction], knowsOwnership: true, alert: told)
        }
        return TwinAppReport(access: .notStarted, reason: "not subscribed", paywallShown: true, knowsOwnership: true, alert: told)
    }
}
