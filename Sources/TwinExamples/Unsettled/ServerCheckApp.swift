#if !canImport(StoreKit) || STOREKIT_TWIN
import StoreKitTwin

/// Purchase code outside the twin's deterministic scope: its launch path syncs from a
/// `nonisolated` function, which runs on the global pool, and then waits five seconds for a
/// (pretend) server. The twin follows the task from its answer, sees it still running when its
/// bound runs out, and says so in the event log ("the app's code did not settle within 2 s:
/// 1 task still running") instead of hanging or silently moving on. When the sync is asked for
/// is not deterministic either: the hop to the pool races the main queue.
public final class ServerCheckApp: TwinApp {
    public init() {}

    public func appDidLaunch() async {
        await Self.checkWithServer()
    }

    nonisolated static func checkWithServer() async {
        try? await AppStore.sync()
        try? await Task.sleep(for: .seconds(5))
    }

    public func buy(_ productID: String) async {}

    public func restorePurchases() async {}

    public var twinReport: TwinAppReport {
        TwinAppReport(access: .checking, reason: "waiting for its server", paywallShown: false, knowsOwnership: false)
    }
}
#endif
