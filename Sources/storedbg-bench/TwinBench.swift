import Foundation
import ScenarioLanguage
import StoreCore
import TwinExamples

/// A StoreKit twin step against a reference-client step (issue 23): the same walkthroughs, once
/// with the twin's example controllers and once with the reference client, in µs a step.
enum TwinBench {
    /// Two walkthroughs of the twin examples, their client line left to fill in: an unlock
    /// (launch, evaluation, Ask to Buy, refund, restore, relaunch) and a subscription (renewals,
    /// a billing issue with grace, a lapse, a new purchase).
    static let walkthroughs: [(twin: String, text: String)] = [
        ("twin-unlock", """
            product com.example.app.permanentUnlock unlock price 7.99 USD
            evaluation 14d unlocks com.example.app.permanentUnlock
            CLIENT
            launch
            advance 3d
            relaunch
            buy com.example.app.permanentUnlock ask-to-buy
            approve last
            expect access unlocked
            refund last
            restore
            advance 1d
            quit
            launch
            buy com.example.app.permanentUnlock
            relaunch
            expect access unlocked
            """),
        ("twin-subscription", """
            product com.example.pro.monthly subscription pro P1M price 4.99 USD
            product com.example.pro.yearly subscription pro P1Y price 39.99 USD
            CLIENT
            launch
            buy com.example.pro.monthly
            advance 31d
            billing-issue last grace 6d
            advance 28d
            advance 2d
            resolve last
            advance 31d
            auto-renew last off
            advance 31d
            buy com.example.pro.yearly
            relaunch
            expect access subscribed
            """),
    ]

    /// The walkthrough with `client` in place of its client line, parsed.
    static func scenario(_ text: String, client: String) -> Scenario? {
        let names = TwinExampleClients.registry.names
        let context = ParseContext(path: "twin-bench.scenario", clients: names, loadStoreKit: { _ in .failure(.unreadable(reason: "none")) })
        guard case .success(let scenario) = Scenario.parse(text: text.replacingOccurrences(of: "CLIENT", with: "client \(client)"),
                                                           context: context) else { return nil }
        return scenario
    }

    /// Median µs a step of `rounds` runs of every walkthrough, with the twin's controllers or the
    /// reference client.
    static func microsecondsAStep(twin: Bool, rounds: Int) -> Double {
        let clients = TwinExampleClients.registry
        let scenarios = walkthroughs.compactMap { scenario($0.text, client: twin ? $0.twin : "reference") }
        let steps = scenarios.reduce(0) { $0 + $1.steps.count }
        let times = timings(runs: 5) {
            measure { for _ in 0..<rounds { for scenario in scenarios { _ = ScenarioRunner.run(scenario, clients: clients) } } }
        }
        return times[times.count / 2] / Double(steps * rounds) * 1e6
    }

    static func run() {
        let reference = microsecondsAStep(twin: false, rounds: 200)
        let twin = microsecondsAStep(twin: true, rounds: 20)
        print(String(format: "twin step: %.1f µs, reference-client step: %.1f µs (%.1f×; the same walkthroughs, median of 5)",
                     twin, reference, twin / reference))
    }
}
