#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// Purchase code that waits on something the twin does not own: its launch path asks its own
/// server, whose answer comes back on a thread of the server client's (as a `URLSession`
/// callback does), a few milliseconds later, and then syncs. The twin cannot tell when that
/// answer comes: the app's code runs again at whichever step follows it, and the event log says
/// so ("resumed from outside the twin").
public final class ServerCheckApp: TwinApp {
    private var verdict = "waiting for its server"

    public init() {}

    public func appDidLaunch() async {
        verdict = await Self.askServer()
        try? await AppStore.sync()
    }

    /// The server's answer, delivered on a thread of its own after 10 ms.
    nonisolated static func askServer() async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.01)
                continuation.resume(returning: "its server answered")
            }
        }
    }

    public func buy(_ productID: String) async {}

    public func restorePurchases() async {}

    public var twinReport: TwinAppReport {
        TwinAppReport(access: .checking, reason: verdict, paywallShown: false, knowsOwnership: false)
    }
}
#endif
