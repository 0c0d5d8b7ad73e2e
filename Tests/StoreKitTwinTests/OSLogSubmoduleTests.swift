#if os(Linux)
import os.log
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `import os.log`, as much Apple-platform code spells it (the unified log's submodule), brings
/// the `os` stand-in on Linux: this file imports nothing else of it.
@Suite struct OSLogSubmoduleTests {
    @MainActor final class SubmoduleLoggingApp: TwinApp {
        private let log = Logger(subsystem: "com.example", category: "Store")

        init() {}

        func appDidLaunch() async {
            log.info("launched")
            os_log("products: %d", log: OSLog(subsystem: "com.example", category: "Store"), type: .debug, 2)
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}
        var twinReport: TwinAppReport { TwinAppReport(access: .notStarted, reason: "", paywallShown: false, knowsOwnership: true) }
    }

    @Test @MainActor func theSubmoduleBringsTheLogger() throws {
        let session = try TwinTestSession(SubmoduleLoggingApp.self)
        try session.launch()
        #expect(session.eventLog.filter { $0.contains(" client: Log ") } == [
            "2026-01-01T09:00:00Z phone client: Log [Store] info: launched",
            "2026-01-01T09:00:00Z phone client: Log [Store] debug: products: 2",
        ])
    }
}
#endif
