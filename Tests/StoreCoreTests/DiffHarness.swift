import Foundation
import Testing
@testable import StoreCore

/// Temporary: dumps transcripts of random sessions for a differential comparison.
struct DiffHarness {
    @Test func dump() throws {
        guard let out = ProcessInfo.processInfo.environment["DIFF_OUT"] else { return }
        var text = ""
        let choices: [ClientChoice] = [.reference] + ClientFault.allCases.map { .fault($0) }
        for (c, choice) in choices.enumerated() {
            for seed in UInt64(1)...UInt64(150) {
                var rng = PropertyTests.SeededGenerator(state: seed &* 1000 &+ UInt64(c))
                var engine = Engine()
                for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
                _ = try? engine.apply(.evaluation(EvaluationPolicy(unlockProductID: unlockID, start: seed % 2 == 0 ? .firstUse : .firstLaunch)))
                _ = try? engine.apply(.trial(id: "trial", of: unlockID, lasting: .days(7)))
                _ = try? engine.apply(.client(choice))
                var lines: [String] = []
                for _ in 0..<80 {
                    let command = Int.random(in: 0..<25, using: &rng) == 0 ? Command.account(["default", "alice"].randomElement(using: &rng)!) : PropertyTests.randomCommand(&rng)
                    do {
                        let report = try engine.apply(command)
                        let view = engine.access
                        lines.append("ok \(report.violations.count) \(view.state.summary) | \(view.reason) | \(view.paywallShown)")
                        for d in engine.devices.indices { lines.append("  \(d) \(engine.access(onDevice: d).state.summary) bal \(engine.devices[d].storage.consumables.balance(of: "coins"))") }
                    } catch {
                        lines.append("refused \(error)")
                    }
                }
                text += "== \(choice) \(seed)\n" + engine.events.map(\.transcriptLine).joined(separator: "\n") + "\n" + lines.joined(separator: "\n") + "\n" + engine.violations.map(\.summary).joined(separator: "\n") + "\n"
            }
        }
        try text.write(toFile: out, atomically: true, encoding: .utf8)
    }
}
