import Foundation
import Testing
@testable import StoreCore

/// Many devices of one account, each running and buying (issue 26, item 8, devices): what was
/// made to cost less for each app that hears a purchase gives what the plain way gives, over
/// seeded random sessions.
struct DeviceGrowthEquivalenceTests {
    /// A session on up to 70 devices (past the 64 a `DeviceSet` holds in one word): devices
    /// added, launched, quit, taken offline and back, consumables bought on them and elsewhere,
    /// with the reference client or the double-credit fault.
    static func randomSession(seed: UInt64, steps: Int, _ after: (Engine, Command) -> Void) {
        var rng = PropertyTests.SeededGenerator(state: seed)
        var engine = Engine()
        _ = try? engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
        _ = try? engine.apply(.product(StoreProduct(id: "gems", kind: .consumable)))
        _ = try? engine.apply(.product(StoreProduct(id: "pro", kind: .unlock)))
        if seed % 2 == 0 { _ = try? engine.apply(.client(.fault(.doubleCredit))) }
        _ = try? engine.apply(.launch)
        var devices = 1
        for _ in 0..<steps {
            let roll = Int.random(in: 0..<20, using: &rng)
            let command: Command
            switch roll {
            case 0..<3 where devices < 70:
                command = .device("d\(devices)")
                devices += 1
            case 0..<3, 3:
                command = .device(Int.random(in: 0..<devices, using: &rng) == 0 ? Engine.defaultDevice : "d\(Int.random(in: 1..<max(2, devices), using: &rng))")
            case 4..<7: command = .launch
            case 7: command = .quit
            case 8: command = Bool.random(using: &rng) ? .offline : .online
            case 9: command = .buyElsewhere(productID: Bool.random(using: &rng) ? "coins" : "gems")
            case 10: command = .buy(productID: "pro", outcome: .success)
            case 11: command = .quirk(.listedLate, on: Bool.random(using: &rng))
            case 12: command = .refund(.last, .other)
            default: command = .buy(productID: Bool.random(using: &rng) ? "coins" : "gems", outcome: .success)
            }
            _ = try? engine.apply(command)
            after(engine, command)
        }
    }

    /// The step's credits and handovers sorted by device once (`StepFactsByDevice`, a counting
    /// sort into flat lists) are, for every device, what looking through the step's facts
    /// finds, in order; each running app is judged on the same grants either way; and
    /// `consumable-double-credit`, which passes over a credit of the id just judged, finds what
    /// judging the first credit of each id through a set finds.
    @Test func manyDevicesJudgedFromFactsSortedOnceGiveWhatLookingThroughGives() {
        var compared = 0, credited = 0, doubleCredits = 0, wide = 0
        for seed in UInt64(1)...UInt64(16) {
            Self.randomSession(seed: seed, steps: 600) { engine, command in
                let (world, trace) = (engine.world, engine.trace)
                let sorted = StepFactsByDevice(trace)
                credited += trace.credits.count
                if trace.handed.count > 64 { wide += 1 }
                for d in DeviceIndex(-1)...DeviceIndex(world.devices.count + 1) {
                    #expect(Array(sorted.credited(on: d)) == trace.credits.filter { $0.device == d }.map(\.transaction), "seed \(seed), \(command)")
                    #expect(Array(sorted.handed(on: d)) == trace.handed.filter { $0.device == d }.map(\.transaction), "seed \(seed), \(command)")
                }
                compared += expectJudgedAppsAgree(world, trace, sorted, "seed \(seed), \(command)")
                var findings: [Finding] = []
                ConsumableDoubleCredit().judge(step: world, after: trace, &findings)
                var plain: [String] = []
                var judged: Set<TransactionID> = []
                for (position, credit) in trace.credits.enumerated() where judged.insert(credit.transaction).inserted {
                    guard let tx = world.store.transaction(credit.transaction) else { continue }
                    let units = world.devices[credit.device].storage.consumables.unitsCredited(by: credit.transaction)
                    if units > tx.quantity {
                        plain.append("\(position) on \(credit.device): \(units) unit\(units == 1 ? "" : "s") of \(tx.productID) credited for \(tx.quantity) bought")
                    }
                }
                #expect(findings.map { "\($0.order.first) on \($0.device): \($0.detail)" } == plain, "seed \(seed), \(command)")
                doubleCredits += plain.count
            }
        }
        #expect(compared > 100_000 && credited > 20_000 && doubleCredits > 300 && wide > 10,
                "\(compared) apps compared, \(credited) credits, \(doubleCredits) double credits, \(wide) steps handing to over 64 apps")
    }

    /// A device's purchases not yet listed (quirk listed-late) are those of the step asked
    /// about, each once, in the order they were made; none in another step, none once
    /// everything is listed; and after a session of many devices each buying, in the step of
    /// the last purchase every device of the account holds it and it alone.
    @Test func purchasesNotYetListedAreThoseOfTheStepEachOnce() {
        var device = Device(name: "tablet", account: "default")
        device.listLate(3, step: 5)
        device.listLate(3, step: 5)
        device.listLate(4, step: 5)
        #expect(device.notYetListed(inStep: 5) == [3, 4])
        #expect(device.notYetListed(inStep: 6).isEmpty)
        device.listLate(7, step: 6)
        #expect(device.notYetListed(inStep: 6) == [7])
        #expect(device.notYetListed(inStep: 5).isEmpty)
        device.listEverything()
        #expect(device.notYetListed(inStep: 6).isEmpty)

        var engine = Engine()
        _ = try? engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
        for index in 0..<80 {
            _ = try? engine.apply(.device("d\(index)"))
            _ = try? engine.apply(.launch)
            _ = try? engine.apply(.buy(productID: "coins", outcome: .success))
        }
        let last = engine.store.transactions.count
        let step = engine.trace.step
        #expect(last == 80)
        for d in engine.devices.deviceIndices {
            #expect(engine.devices[d].notYetListed(inStep: step) == [TransactionID(last)], "device \(d)")
        }
    }
}
