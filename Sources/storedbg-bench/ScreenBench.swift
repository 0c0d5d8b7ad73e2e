import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import StoreDebugger
import TerminalUI

/// The screen at 1k, 100k and 1M transactions (issue 13): µs per key and the frame after it,
/// the ratio 1M/1k, bytes of peak memory per transaction, and undo against one step. Each session is a consumable bought
/// `count` times as its setup, so building it goes through the session as the screen's would.
enum ScreenBench {
    static let sizes = [1_000, 100_000, 1_000_000]
    static let screen = Size(width: 80, height: 24)

    /// A session holding `count` transactions.
    static func session(transactions count: Int) -> DebuggerSession {
        let buy = Command.buy(productID: "coins", outcome: .success)
        let setup = [Command.product(StoreProduct(id: "coins", kind: .consumable, price: nil)), .launch]
            .map { AppliedCommand(command: $0, text: CommandFormatter.format($0), origin: .setup) }
            + Array(repeating: AppliedCommand(command: buy, text: CommandFormatter.format(buy), origin: .setup), count: count)
        return DebuggerSession(title: "bench", setup: setup, scenario: nil, scenarioFolder: FileManager.default.temporaryDirectory)
    }

    /// Median µs of `repeats` runs of `key` then a frame.
    static func microseconds(_ session: inout DebuggerSession, repeats: Int, _ key: (inout DebuggerSession) -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<repeats {
            times.append(measure {
                key(&session)
                _ = DebuggerScreen.render(session, size: screen)
            })
        }
        return times.sorted()[times.count / 2] * 1e6
    }

    /// `u` + frame after 10 and after 10,000 `+` commands, against one `+` + frame: medians of 5,
    /// each the `+` that makes the count and the `u` that takes it back.
    static func undoAfterCommands() {
        for commands in [10, 10_000] {
            var session = session(transactions: 1_000)
            for _ in 0..<(commands - 1) { _ = session.press(.character("+")) }
            var steps: [Double] = [], undos: [Double] = []
            for _ in 0..<5 {
                steps.append(microseconds(&session, repeats: 1) { session in _ = session.press(.character("+")) })
                undos.append(microseconds(&session, repeats: 1) { session in _ = session.press(.character("u")) })
            }
            let step = steps.sorted()[2], undo = undos.sorted()[2]
            print(String(format: "screen u after %d commands: %.0f µs (%.1f× one + step of %.0f µs)", commands, undo, undo / step, step))
        }
    }

    /// A 10 KB paste into the `:` prompt of the built-in demo: its 10,240 keys, then the one
    /// frame the run loop draws after them; median of 5.
    static func pasteIntoPrompt() {
        var times: [Double] = []
        for _ in 0..<5 {
            var session = DebuggerSession.builtInDemo(scenarioFolder: FileManager.default.temporaryDirectory)
            _ = session.press(.character(":"))
            times.append(measure {
                for _ in 0..<10_239 { _ = session.press(.character("x")) }
                _ = session.press(.character("Z"))
                _ = DebuggerScreen.render(session, size: screen)
            })
        }
        print(String(format: "screen a 10 KB paste into the prompt (10,240 keys, then a frame): %.1f ms", times.sorted()[2] * 1e3))
    }

    /// `days` presses of `+`, each with its frame, in a session of `count` transactions: what
    /// `storedbg-bench screen-day COUNT [DAYS]` runs for `valgrind --tool=callgrind
    /// --toggle-collect='*pressDays*'` (at 1k) or `perf record -g` (at 1M, where valgrind takes
    /// too long to build the session), to compare what a day costs at 1k and at 1M.
    static func daysWithFrames(transactions count: Int, days: Int) {
        var session = session(transactions: count)
        pressDays(&session, days)
        print("screen-day: \(days) × + + frame at \(count) transactions")
    }

    @inline(never)
    static func pressDays(_ session: inout DebuggerSession, _ days: Int) {
        for _ in 0..<days {
            _ = session.press(.character("+"))
            _ = DebuggerScreen.render(session, size: screen)
        }
    }

    /// One line per figure and size, then the ratios.
    static func run() {
        var figures: [String: [Double]] = [:]
        let names = ["frame", "j/k + frame", "+ + frame", "filter character + frame",
                     "a command with a filter set + frame", "a refund with a filter set + frame"]
        for size in sizes {
            let memoryBefore = peakMemoryMiB()
            var session = session(transactions: size)
            let bytes = (peakMemoryMiB() - memoryBefore) * 1_048_576 / Double(size)
            // The first command of the session: it once copied the whole record of commands.
            let first = microseconds(&session, repeats: 1) { session in _ = session.press(.character("+")) }
            print(String(format: "screen the first command (+ + frame) of a session at %d transactions: %.0f µs", size, first))
            // A transaction's detail looks through every event for those naming it.
            let detail = microseconds(&session, repeats: 1) { session in _ = session.press(.enter) }
            let detailFrame = microseconds(&session, repeats: 3) { _ in }
            _ = session.press(.escape)
            print(String(format: "screen a transaction's detail (Enter + frame) at %d transactions: %.0f µs; a frame while it is open: %.0f µs",
                         size, detail, detailFrame))
            let frame = microseconds(&session, repeats: 7) { _ in }
            let move = microseconds(&session, repeats: 7) { session in
                _ = session.press(.character("k"))
                _ = session.press(.character("j"))
            } / 2
            let day = microseconds(&session, repeats: 7) { session in _ = session.press(.character("+")) }
            // The filter open with "#" (every row); each figure types one more character and takes it back.
            _ = session.press(.character("/"))
            _ = session.press(.character("#"))
            let filter = microseconds(&session, repeats: 5) { session in
                _ = session.press(.character("7"))
                _ = session.press(.backspace)
            } / 2
            // A command while the filter is set: `+`, which changes no row, and a refund (then a
            // move up to the next one to refund), which changes one.
            _ = session.press(.enter)
            let filteredDay = microseconds(&session, repeats: 7) { session in _ = session.press(.character("+")) }
            let filteredRefund = microseconds(&session, repeats: 7) { session in
                _ = session.press(.character("r"))
                _ = session.press(.character("y"))
                _ = session.press(.character("k"))
            }
            _ = session.press(.escape)
            // The refunds taken back, so that the undo figures below replay what they did before.
            for _ in 0..<7 { _ = session.press(.character("u")) }
            if size == sizes.last {
                // Undo of a day advanced after the 1M purchases (they are the session's setup): the
                // undo, then the first command after it, which copies the ledger the setup's
                // checkpoint shares.
                var undos: [Double] = [], firsts: [Double] = []
                for _ in 0..<5 {
                    firsts.append(measure { _ = session.press(.character("+")) } * 1e6)
                    undos.append(microseconds(&session, repeats: 1) { session in _ = session.press(.character("u")) })
                }
                let undo = undos.sorted()[2], first = firsts.sorted()[2]
                print(String(format: "screen u after %d purchases: %.0f µs (%.1f× one + step); the first command after it: %.0f µs",
                             size, undo, undo / day, first))
            }
            for (name, value) in zip(names, [frame, move, day, filter, filteredDay, filteredRefund]) {
                figures[name, default: []].append(value)
                print(String(format: "screen %@ at %d transactions: %.0f µs", name, size, value))
            }
            print(String(format: "screen session at %d transactions: %.0f bytes of peak memory a transaction", size, max(0, bytes)))
            if size == sizes.last {
                // What the bytes are made of: each purchase is a transaction, its events, its
                // command (twice: the setup list it was given, and the session's record) and a
                // timeline sample; the rest is the indexes and the device's and client's copies.
                let count = Double(session.engine.store.transactions.count)
                let events = Double(session.engine.events.count) / count
                let (transaction, event, command, sample) = (MemoryLayout<StoreTransaction>.stride, MemoryLayout<Event>.stride,
                                                             MemoryLayout<AppliedCommand>.stride, TimelineRecorder.bytesPerStep)
                let known = Double(transaction) + events * Double(event) + Double(2 * command + sample)
                print(String(format: "screen memory: a transaction takes %d B, an event %d B (%.1f a transaction; its fact kept in it, spelled out when read), "
                             + "an applied command %d B (twice: the setup given and the record), a timeline sample %d B; the rest %.0f B (indexes, the device's copies)",
                             transaction, event, events, command, sample, max(0, bytes) - known))
            }
        }
        undoAfterCommands()
        pasteIntoPrompt()
        for name in names {
            guard let values = figures[name], let first = values.first, let last = values.last, first > 0 else { continue }
            print(String(format: "screen %@: 1M/1k = %.1f", name, last / first))
        }
    }
}

extension DebuggerSession {
    /// `key` typed at the screen the bench draws, as the run loop hands it over.
    mutating func press(_ key: Key) -> Flow {
        SessionEffectRunner().handle(key, in: &self, on: DebuggerScreen.layout(of: self, size: ScreenBench.screen))
    }
}
