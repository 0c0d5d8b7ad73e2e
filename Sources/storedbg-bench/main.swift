import Foundation
import ScenarioLanguage
import StoreCore

// Benchmarks, run by hand: `swift run -c release storedbg-bench [COUNT | growth [quadratic | refund | refund-profile | devices | unlocks] | scaling | screen | startup | twin | year [COUNT]]`.
// Figures are written down in README.md; no test times anything.

/// Seconds taken by `work`.
func measure(_ work: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakMemoryMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
    #endif
}

/// Page faults the process has taken so far (minor ones: memory touched for the first time).
func minorPageFaults() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage.ru_minflt
}

/// A year of daily renewals for `count` subscriptions, the app running and listening throughout.
func yearOfDailyRenewals(subscriptions count: Int, stepByDay: Bool) -> (seconds: Double, transactions: Int, events: Int) {
    var engine = Engine()
    let daily = SubscriptionPeriod(count: 1, unit: .day)
    for index in 0..<count {
        _ = try? engine.apply(.product(StoreProduct(id: "sub\(index)", kind: .subscription(group: "g\(index)", period: daily, level: 1))))
    }
    _ = try? engine.apply(.launch)
    for index in 0..<count { _ = try? engine.apply(.buy(productID: "sub\(index)", outcome: .success)) }
    let seconds = measure {
        if stepByDay {
            for _ in 0..<365 { _ = try? engine.apply(.advance(.days(1))) }
        } else {
            _ = try? engine.apply(.advance(.days(365)))
        }
    }
    return (seconds, engine.store.transactions.count, engine.events.count)
}

/// The cost of one step late in a long session versus early: it must not grow with the ledger.
func stepCostEarlyAndLate() -> (early: Double, late: Double) {
    var engine = Engine()
    _ = try? engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
    _ = try? engine.apply(.launch)
    func hundredPurchases() -> Double {
        measure { for _ in 0..<100 { _ = try? engine.apply(.buy(productID: "coins", outcome: .success)) } }
    }
    let early = hundredPurchases()
    for _ in 0..<50_000 { _ = try? engine.apply(.buy(productID: "coins", outcome: .success)) }
    let late = hundredPurchases()
    return (early / 100, late / 100)
}

/// Seconds taken by `count` purchases of a consumable, the app running.
func consumablePurchases(_ count: Int) -> Double {
    var engine = Engine()
    _ = try? engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
    _ = try? engine.apply(.launch)
    return measure { for _ in 0..<count { _ = try? engine.apply(.buy(productID: "coins", outcome: .success)) } }
}

/// Seconds to parse and run a scenario `text` headless, as `storedbg run` does.
func runScenario(_ text: String) -> Double {
    measure {
        let context = ParseContext(path: "bench.scenario", loadStoreKit: { _ in .failure(.unreadable(reason: "none")) })
        if case .success(let scenario) = Scenario.parse(text: text, context: context) { _ = ScenarioRunner.run(scenario) }
    }
}

/// Inputs that once took time growing with their size squared (issue 15), at doubling sizes:
/// linear work shows as a constant time per line.
func scaling() {
    for lines in [5_000, 10_000, 20_000] {
        let cancels = runScenario("product a unlock\nlaunch\n" + String(repeating: "buy a cancel\n", count: lines))
        let products = runScenario((0..<lines).map { "product p\($0) unlock\n" }.joined())
        print(String(format: "%6d × buy a cancel: %.2f s (%.1f µs a line); %6d product lines: %.2f s (%.1f µs a line)",
                     lines, cancels, cancels / Double(lines) * 1e6, lines, products, products / Double(lines) * 1e6))
    }
    for devices in [500, 1_000, 2_000] {
        let seconds = runScenario((0..<devices).map { "device d\($0)\nlaunch\n" }.joined())
        print(String(format: "%6d × device dN + launch: %.2f s (%.0f µs a device)",
                     devices, seconds, seconds / Double(devices) * 1e6))
    }
}

/// Sessions per second of `storedbg explore` over the built-in setup with the reference client.
func exploreRate(sessions: Int) -> Double {
    guard let explorer = try? Explorer(setups: ExplorationSetup.builtIn().map { $0 + [.client(.reference)] }) else { return 0 }
    let seconds = measure { _ = explorer.explore(Explorer.Limits(seed: 1, sessions: sessions, steps: 30)) }
    return Double(sessions) / seconds
}

/// `runs` timings of `work`, sorted: this machine is shared, so one timing alone says little.
func timings(runs: Int, _ work: () -> Double) -> [Double] {
    (0..<runs).map { _ in work() }.sorted()
}

func spread(_ sorted: [Double]) -> String {
    String(format: "median %.2f s (fastest %.2f s, slowest %.2f s, %d runs)", sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1], sorted.count)
}

/// `storedbg-bench screen` runs only the screen at 1k, 100k and 1M transactions (issue 13).
if CommandLine.arguments.dropFirst().first == "screen" {
    ScreenBench.run()
    exit(0)
}
/// `storedbg-bench screen-day COUNT [DAYS]` presses `+` with its frame DAYS times (20 unless told)
/// at COUNT transactions, for callgrind or perf.
if CommandLine.arguments.dropFirst().first == "screen-day" {
    let numbers = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    ScreenBench.daysWithFrames(transactions: numbers.first ?? 1_000, days: numbers.dropFirst().first ?? 20)
    exit(0)
}
/// `storedbg-bench purchases [COUNT]` runs only COUNT purchases of a consumable (20,000 unless
/// told), for `valgrind --tool=callgrind`.
if CommandLine.arguments.dropFirst().first == "purchases" {
    let purchases = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 20_000
    print(String(format: "%d purchases: %.1f µs each", purchases, consumablePurchases(purchases) / Double(purchases) * 1e6))
    exit(0)
}
/// `storedbg-bench startup` runs only `run Scenarios/` against `--version` and the first frame
/// against `echo` (issue 26, item 9).
if CommandLine.arguments.dropFirst().first == "startup" {
    StartupBench.run()
    exit(0)
}
/// `storedbg-bench growth [quadratic | refund | refund-profile | devices [COUNT] | unlocks]` runs only what must not grow with the session (issue 26,
/// items 5–8), each figure small and large side by side, against its goal.
if CommandLine.arguments.dropFirst().first == "growth" {
    GrowthBench.run(only: CommandLine.arguments.dropFirst(2).first, count: CommandLine.arguments.dropFirst(3).first.flatMap { Int($0) })
    exit(0)
}
/// `storedbg-bench twin` runs only the twin step against the reference-client step.
if CommandLine.arguments.dropFirst().first == "twin" {
    TwinBench.run()
    exit(0)
}
/// `storedbg-bench scaling` runs only the inputs of issue 15 and explore's rate.
let onlyScaling = CommandLine.arguments.dropFirst().first == "scaling"
/// `storedbg-bench year [COUNT]` runs only the year of renewals: short enough for
/// `valgrind --tool=callgrind`, whose instruction counts do not vary with the machine's load.
let onlyYear = CommandLine.arguments.dropFirst().first == "year"
let count = CommandLine.arguments.dropFirst(onlyYear ? 2 : 1).first.flatMap { Int($0) } ?? 1_000
let runs = 5
if !onlyScaling {
    var sizes = (transactions: 0, events: 0)
    let byDay = timings(runs: runs) {
        let year = yearOfDailyRenewals(subscriptions: count, stepByDay: true)
        sizes = (year.transactions, year.events)
        return year.seconds
    }
    print("\(count) daily subscriptions, 365 × advance 1d (\(sizes.transactions) transactions, \(sizes.events) events): \(spread(byDay))")
    let oneAdvance = timings(runs: runs) { yearOfDailyRenewals(subscriptions: count, stepByDay: false).seconds }
    print("\(count) daily subscriptions, one advance 365d: \(spread(oneAdvance))")
    if onlyYear { exit(0) }
    let cost = stepCostEarlyAndLate()
    print(String(format: "one purchase step: %.1f µs with an empty ledger, %.1f µs after 50,000 transactions", cost.early * 1e6, cost.late * 1e6))
}
scaling()
if !onlyScaling { StartupBench.run() }
TwinBench.run()
print(String(format: "explore: %.0f sessions of 30 steps a second (built-in setup, reference client, shrinking included)",
             exploreRate(sessions: 20_000)))
print(String(format: "peak memory: %.0f MiB", peakMemoryMiB()))
