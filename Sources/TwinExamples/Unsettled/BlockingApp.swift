#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// Purchase code that blocks its thread: a tap on Buy asks its server synchronously, on a
/// semaphore that waits 3 seconds. The twin gives the app up after 2 seconds without a job
/// finished and says so in the event log, instead of hanging the run. Restore is slow but
/// returns (a synchronous call of 50 ms): that is not blocking.
public final class BlockingApp: TwinApp {
    public init() {}

    public func appDidLaunch() async {}

    public func buy(_ productID: String) async {
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 3)
    }

    public func restorePurchases() async {
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(50))
    }

    public var twinReport: TwinAppReport {
        TwinAppReport(access: .checking, reason: "waiting for its server", paywallShown: false, knowsOwnership: false)
    }
}

/// Purchase code that never settles: its launch path polls in a loop that only yields. The twin
/// runs 100,000 of its jobs in a step, then says so and goes on with the next input.
public final class SpinningApp: TwinApp {
    public init() {}

    public func appDidLaunch() async {
        while !Task.isCancelled { await Task.yield() }
    }

    public func buy(_ productID: String) async {}

    public func restorePurchases() async {}

    public var twinReport: TwinAppReport {
        TwinAppReport(access: .checking, reason: "polling", paywallShown: false, knowsOwnership: false)
    }
}
#endif
