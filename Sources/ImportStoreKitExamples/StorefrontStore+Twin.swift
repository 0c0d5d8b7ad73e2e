import StoreKit

extension StorefrontStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async {
        guard productID == Self.yearlyID else { return }
        await purchase()
    }

    public func restorePurchases() async { await prepare() }

    public var twinReport: TwinAppReport {
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false, knowsOwnership: false)
        }
        let storefront = countryCode ?? "?"
        if let transaction = subscribedTransaction, let end = transaction.expirationDate, end > TwinClock.now {
            return TwinAppReport(access: .subscribed(until: end), reason: "yearly, #\(transaction.id) (\(storefront))", paywallShown: false,
                                 grants: [transaction], knowsOwnership: true)
        }
        return TwinAppReport(access: .notStarted, reason: "\(storefront) paywall: \(paywallText ?? "loading")", paywallShown: true,
                             knowsOwnership: true)
    }
}
