import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore

/// What must not grow with the session (issue 26, items 5–8), side by side in one run: each
/// figure at a small and a large size, the ratio printed against its goal. `storedbg-bench
/// growth` runs it; `growth quadratic` only the quadratic cases of item 8.
enum GrowthBench {
    static let small = 1_000, large = 1_000_000
    static let quadraticSmall = 1_000, quadraticLarge = 10_000

    /// Written at once, not buffered: a long run shows each figure as it is measured.
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

    static func run(only: String?, count: Int? = nil) {
        if only == "refund" { refundFigures(); return }
        if only == "refund-profile" {
            // For `valgrind --tool=callgrind --toggle-collect='*refundsProfiled*'` or `perf
            // record`: `growth refund-profile [COUNT [first|later]]` buys COUNT consumables (1M
            // unless told), then refunds 2,000 of them (half when fewer than 4,000), each right after a checkpoint (`first`,
            // the default) or all after one checkpoint (`later`).
            let arguments = CommandLine.arguments.dropFirst(3)
            let size = arguments.first.flatMap { Int($0) } ?? large
            let first = arguments.dropFirst().first != "later"
            var engine = consumableSession(size)
            var kept: [Engine] = [engine]
            let count = min(2_000, size / 2)
            let seconds = measure { refundsProfiled(&engine, from: size / 2, count: count, checkpointEach: first, kept: &kept) }
            return say(String(format: "growth 7 profile: %.1f µs a refund %@ at %d purchases", seconds / Double(count) * 1e6,
                              first ? "right after a checkpoint" : "after the first", size))
        }
        if only == "unlocks" { return say(String(format: "growth 8 unlocks: %.2f s for 3,000", unlocks(3_000))) }
        if only == "devices" {
            let size = count ?? 1_000
            return say(String(format: "growth 8 devices: %.2f s for %d", devices(size), size))
        }
        var verdicts: [String] = []
        if only != "quadratic" {
            verdicts += screenFigures()
            verdicts += refundFigures()
        }
        verdicts += quadraticFigures()
        say("growth: every figure of issue 26 items 5-8 against its goal")
        for line in verdicts { say("  " + line) }
    }

    /// Items 5 and 6: a frame with a transaction's detail open, and `u` with a filter set
    /// against one `+` step with the filter set, in sessions of 1k and 1M purchases.
    @discardableResult
    static func screenFigures() -> [String] {
        var detailFrames: [Double] = [], undoRatios: [Double] = []
        for size in [small, large] {
            var session = ScreenBench.session(transactions: size)
            // Item 5: Enter on the newest transaction, then frames while its detail is open.
            let open = ScreenBench.microseconds(&session, repeats: 1) { session in _ = session.press(.enter) }
            let frame = ScreenBench.microseconds(&session, repeats: 9) { _ in }
            _ = session.press(.escape)
            detailFrames.append(frame)
            say(String(format: "growth 5 detail at %7d transactions: Enter + frame %.0f µs; a frame while open %.0f µs (goal ≤ 1,000 µs)",
                         size, open, frame))
            // Item 6: the filter set to `#` (every row), then `+` and its `u`, five times.
            _ = session.press(.character("/"))
            _ = session.press(.character("#"))
            _ = session.press(.enter)
            var steps: [Double] = [], undos: [Double] = []
            for _ in 0..<5 {
                steps.append(ScreenBench.microseconds(&session, repeats: 1) { session in _ = session.press(.character("+")) })
                undos.append(ScreenBench.microseconds(&session, repeats: 1) { session in _ = session.press(.character("u")) })
            }
            let step = median(steps), undo = median(undos)
            undoRatios.append(undo / step)
            say(String(format: "growth 6 u with a filter set at %7d transactions: %.0f µs against a + step of %.0f µs: %.1f× (goal ≤ 10×)",
                         size, undo, step, undo / step))
        }
        let detailRatio = detailFrames[1] / detailFrames[0]
        let lines = [
            String(format: "5. detail frame: %.0f µs at 1k, %.0f µs at 1M, 1M/1k = %.1f (goal ≤ 1,000 µs, constant): %@",
                   detailFrames[0], detailFrames[1], detailRatio, verdict(detailFrames[1] <= 1_000 && detailRatio <= 2)),
            String(format: "6. u with a filter set: %.1f× a step at 1k, %.1f× at 1M (goal ≤ 10× a step): %@",
                   undoRatios[0], undoRatios[1], verdict(undoRatios[1] <= 10)),
        ]
        for line in lines { say("growth " + line) }
        return lines
    }

    /// Item 7: the first refund of a consumable after a checkpoint (a copy of the engine)
    /// against the refunds after it, at 1k and 1M purchases. The checkpoints are kept as undo
    /// keeps them (the setup's and the newest `recentCheckpoints`, an older one dropped as a new
    /// one is taken: `UndoCheckpoint`), and the figures are those of the cycles after `warmUpCycles`,
    /// once memory a dropped checkpoint held is there to reuse, as in a session past its first
    /// few hundred commands. The same refunds with every checkpoint kept alive (nothing ever freed,
    /// so each copy takes fresh pages) are printed beside them.
    @discardableResult
    static func refundFigures() -> [String] {
        var lines: [String] = []
        for size in [small, large] {
            let asUndoKeeps = refundTimes(size, keepingEvery: false)
            let everyKept = refundTimes(size, keepingEvery: true)
            let ratio = asUndoKeeps.first / asUndoKeeps.later
            let line = String(format: "7. refund at %7d transactions: the first after a checkpoint %.1f µs, a later one %.1f µs: %.1f× (goal ≤ 2×): %@; page faults a first refund %.1f; with every checkpoint kept alive %.1f against %.1f µs: %.1f×, %.1f page faults",
                              size, asUndoKeeps.first, asUndoKeeps.later, ratio, verdict(ratio <= 2), asUndoKeeps.faults,
                              everyKept.first, everyKept.later, everyKept.first / everyKept.later, everyKept.faults)
            say("growth " + line)
            lines.append(line)
        }
        return lines
    }

    /// `UndoCheckpoint.recentKept` (DebuggerUI keeps it internal): checkpoints kept besides the setup's.
    static let recentCheckpoints = 2
    static let warmUpCycles = 5, measuredCycles = 21

    /// Median µs of a first refund after a checkpoint and of the five refunds that follow it
    /// (consecutive ids), over `measuredCycles` cycles of checkpoint and six refunds, and the
    /// mean page faults a first refund takes.
    static func refundTimes(_ size: Int, keepingEvery: Bool) -> (first: Double, later: Double, faults: Double) {
        var engine = consumableSession(size)
        var firsts: [Double] = [], laters: [Double] = []
        var faults = 0
        var next = size / 2
        var checkpoints: [Engine] = [engine]
        for cycle in 0..<(keepingEvery ? 0 : warmUpCycles) + measuredCycles {
            checkpoints.append(engine)
            if !keepingEvery, checkpoints.count > recentCheckpoints + 1 { checkpoints.remove(at: 1) }
            let faultsBefore = minorPageFaults()
            let first = measure { _ = try? engine.apply(.refund(.id(TransactionID(next)), .other)) } * 1e6
            let firstFaults = minorPageFaults() - faultsBefore
            next += 1
            var cycleLaters: [Double] = []
            for _ in 0..<5 {
                cycleLaters.append(measure { _ = try? engine.apply(.refund(.id(TransactionID(next)), .other)) } * 1e6)
                next += 1
            }
            if keepingEvery || cycle >= warmUpCycles {
                firsts.append(first)
                faults += firstFaults
                laters += cycleLaters
            }
        }
        withExtendedLifetime(checkpoints) {}
        return (median(firsts), median(laters), Double(faults) / Double(firsts.count))
    }

    /// A session of `size` purchases of one consumable, on one launched device.
    static func consumableSession(_ size: Int) -> Engine {
        var engine = Engine()
        _ = try? engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
        _ = try? engine.apply(.launch)
        for _ in 0..<size { _ = try? engine.apply(.buy(productID: "coins", outcome: .success)) }
        return engine
    }

    /// Refunds `count` transactions from `#start` on, each after a checkpoint of its own (kept
    /// in `kept`, every one, as the figures keep theirs: none is freed while measured) when
    /// `checkpointEach`.
    @inline(never)
    static func refundsProfiled(_ engine: inout Engine, from start: Int, count: Int, checkpointEach: Bool, kept: inout [Engine]) {
        for id in start..<start + count {
            if checkpointEach { kept.append(engine) }
            _ = try? engine.apply(.refund(.id(TransactionID(id)), .other))
        }
    }

    /// Item 8 at 1k and 10k: µs an item, and the ratio of the two (linear: about 1).
    @discardableResult
    static func quadraticFigures() -> [String] {
        var lines: [String] = []
        let cases: [(name: String, run: (Int) -> Double)] = [
            ("different subscriptions each bought once", { subscriptions($0) }),
            ("unlocks each bought once", { unlocks($0) }),
            ("stacked purchases of one non-renewing pass", { passes($0) }),
            ("devices each launched and buying", { devices($0) }),
        ]
        for (name, run) in cases {
            let smallSeconds = run(quadraticSmall)
            // A case still quadratic would take 100× at 10k: past a minute, a smaller size shows it.
            var large = quadraticLarge
            while large > 2 * quadraticSmall, smallSeconds * pow(Double(large) / Double(quadraticSmall), 2) > 60 { large /= 2 }
            let largeSeconds = run(large)
            let perSmall = smallSeconds / Double(quadraticSmall) * 1e6, perLarge = largeSeconds / Double(large) * 1e6
            let line = String(format: "8. %@: %.2f s for %d (%.1f µs each), %.2f s for %d (%.1f µs each): µs each %d/%d = %.1f (goal: linear, ≤ 2): %@",
                              name, smallSeconds, quadraticSmall, perSmall, largeSeconds, large, perLarge, large, quadraticSmall,
                              perLarge / perSmall, verdict(perLarge / perSmall <= 2))
            say("growth " + line)
            lines.append(line)
        }
        return lines
    }

    static func subscriptions(_ count: Int) -> Double {
        var engine = Engine()
        let month = SubscriptionPeriod(count: 1, unit: .month)
        for index in 0..<count {
            _ = try? engine.apply(.product(StoreProduct(id: "sub\(index)", kind: .subscription(group: "g\(index)", period: month, level: 1))))
        }
        _ = try? engine.apply(.launch)
        return measure { for index in 0..<count { _ = try? engine.apply(.buy(productID: "sub\(index)", outcome: .success)) } }
    }

    static func unlocks(_ count: Int) -> Double {
        var engine = Engine()
        for index in 0..<count { _ = try? engine.apply(.product(StoreProduct(id: "u\(index)", kind: .unlock))) }
        _ = try? engine.apply(.launch)
        return measure { for index in 0..<count { _ = try? engine.apply(.buy(productID: "u\(index)", outcome: .success)) } }
    }

    static func passes(_ count: Int) -> Double {
        var engine = Engine()
        _ = try? engine.apply(.product(StoreProduct(id: "pass", kind: .nonRenewing(.days(30)))))
        _ = try? engine.apply(.launch)
        return measure { for _ in 0..<count { _ = try? engine.apply(.buy(productID: "pass", outcome: .success)) } }
    }

    static func devices(_ count: Int) -> Double {
        var engine = Engine()
        _ = try? engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
        return measure {
            for index in 0..<count {
                _ = try? engine.apply(.device("d\(index)"))
                _ = try? engine.apply(.launch)
                _ = try? engine.apply(.buy(productID: "coins", outcome: .success))
            }
        }
    }
}
