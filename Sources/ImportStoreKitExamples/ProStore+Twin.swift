import StoreKit

/// The `ObservableObject` store under storedbg: its launch path, its taps, what it shows and the
/// alert it raises.
extension ProStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async {
        guard productID == Self.proID else { return }
        await purchase()
    }

    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        let pending: Set<String> = isAwaitingApproval ? [Self.proID] : []
        let told = alert.map(Self.message)
        if let proTransaction {
            return TwinAppReport(access: .unlocked, reason: "Pro, #\(proTransaction.id)", paywallShown: false,
                                 grants: [proTransaction], pendingProductIDs: pending, knowsOwnership: true, alert: told)
        }
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false,
                                 pendingProductIDs: pending, knowsOwnership: false, alert: told)
        }
        return TwinAppReport(access: .notStarted, reason: "Pro not owned; paywall: \(paywallText ?? "loading")", paywallShown: true,
                             pendingProductIDs: pending, knowsOwnership: true, alert: told)
    }

    private static func message(_ alert: Alert) -> UserMessage {
        switch alert {
        case .unlocked: return UserMessage(.purchased, "Thank you! Pro is unlocked.")
        case .waitingForApproval: return UserMessage(.pending, "Your purchase is waiting for approval.")
        case .notVerified: return UserMessage(.failed, "The purchase could not be verified; Pro stays locked.")
        case .failed(let reason): return UserMessage(.failed, "The purchase failed: \(reason)")
        case .storeUnavailable: return UserMessage(.unavailable, "The App Store is unavailable. Try again later.")
        }
    }
}
