import Foundation
import StoreCore
import Testing
import TwinExamples

/// Undo restores a copy of the world, whose app cannot be copied: the client replays the inputs
/// it was handed into a fresh controller, each settling at once (no input waits on anything), and
/// the app goes on from there.
@Suite struct TwinReplayTests {
    @Test func aRestoredCopyReplaysTheAppsInputsAndGoesOn() throws {
        var engine = Engine(clients: TwinExampleClients.registry)
        _ = try engine.apply(.product(StoreCore.StoreProduct(id: "com.example.app.premium", kind: .unlock)))
        _ = try engine.apply(.client(.registered("twin-detached-listener")))
        _ = try engine.apply(.launch)
        _ = try engine.apply(.buy(productID: "com.example.app.premium", outcome: .askToBuy))
        let checkpoint = engine
        _ = try engine.apply(.approve(.last))
        #expect(engine.access.state == .unlocked)

        engine = checkpoint
        #expect(engine.access.state == .notStarted)
        #expect(engine.report(onDevice: 0).pending["com.example.app.premium"] == 1)
        _ = try engine.apply(.approve(.last))
        #expect(engine.access.state == .unlocked)
        #expect(engine.store.transaction(1)?.finished == true)
        #expect(engine.violations.isEmpty)
    }
}
