#if os(Linux)
import Combine
import Foundation
import os
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// The Linux stand-ins: the app's `Logger` and `os_log` lines in the event log, `@Published`
/// keeping its value.
@Suite struct LinuxStandInTests {
    @MainActor final class LoggingApp: TwinApp, ObservableObject {
        @Published var launches = 0

        init() {}

        func appDidLaunch() async {
            launches += 1
            let id = 42
            Logger(subsystem: "com.example", category: "Launch").notice("launched \(self.launches) time, secret \(id, privacy: .private(mask: .hash))")
            Logger().debug("no category")
            os_log("Loaded %d products for %@", log: OSLog(subsystem: "com.example", category: "Store"), type: .error, 3, "Pro" as NSString)
            os_log("interpolated %{public}@ \(id)")
            os_log(.fault, log: .default, "typed first")
            os_log("dropped", log: .disabled)
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}
        var twinReport: TwinAppReport { TwinAppReport(access: .notStarted, reason: "", paywallShown: false, knowsOwnership: true) }
    }

    @Test @MainActor func theAppsLogLinesAreEventsInOrder() throws {
        let session = try TwinTestSession(LoggingApp.self)
        try session.launch()
        #expect(session.app?.launches == 1)
        #expect(session.eventLog.filter { $0.contains(" client: Log ") } == [
            "2026-01-01T09:00:00Z phone client: Log [Launch] default: launched 1 time, secret 42",
            "2026-01-01T09:00:00Z phone client: Log debug: no category",
            "2026-01-01T09:00:00Z phone client: Log [Store] error: Loaded 3 products for Pro",
            "2026-01-01T09:00:00Z phone client: Log default: interpolated %{public}@ 42",
            "2026-01-01T09:00:00Z phone client: Log fault: typed first",
        ])
    }

    @Test func aLineOutsideTheAppsCodeGoesNowhere() {
        Logger().error("outside any step")
        os_log("outside %d", 1)
    }
}
#endif
