import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// `storedbg explore`'s generator and shrinker: every fault found and shrunk to a few lines that
/// replay, the same seed giving the same findings, and the reference client explored.
struct ExplorerTests {
    /// The built-in setup without its subscriptions: the paywall-before-answer fault guesses its
    /// first screen without a subscription status, so in an app that sells subscriptions it shows
    /// `checking`, never the paywall (see the report of issue 15).
    static let setupWithoutSubscriptions = ExplorationSetup.builtIn().filter {
        if case .product(let product) = $0 { return !product.kind.isAutoRenewable }
        return true
    }

    /// Explores until `invariant` is found or `sessions` have run.
    static func explore(_ setup: [Command], until invariant: Invariant, seed: UInt64 = 1, sessions: Int) throws -> ExplorationReport {
        let explorer = try Explorer(setup: setup)
        return explorer.explore(Explorer.Limits(seed: seed, sessions: sessions, steps: 30)) { !$0.invariants.contains(invariant) }
    }

    @Test(arguments: ClientFault.allCases)
    func eachFaultIsFoundAndShrunkToAFewLinesThatReplay(fault: ClientFault) throws {
        let setup = ExplorationSetup.choosing(.client(.fault(fault)),
                                              in: fault == .paywallBeforeAnswer ? Self.setupWithoutSubscriptions : ExplorationSetup.builtIn())
        let report = try Self.explore(setup, until: fault.invariant, sessions: 400)
        let finding = try #require(report.findings.first { $0.invariant == fault.invariant }, "\(fault.rawValue) not found in 400 sessions")
        #expect(finding.commands.count <= 6, "\(finding.scenarioText(seed: 1))")
        #expect(finding.commands.contains(.client(.fault(fault))) || fault.invariant == .consumableDoubleCredit
                || fault.invariant == .paywallBeforeAnswer || fault.invariant == .entitlementLostOnFailure)

        // The file replays, and fails on its last line: `expect no-violations`.
        let text = finding.scenarioText(seed: 1)
        let scenario = try Scenario.parse(text: text, context: StoreKitBridge.context(path: "finding.scenario")).get()
        let result = ScenarioRunner.run(scenario)
        #expect(result.status == .failed, "\(text)")
        #expect(result.failures.map(\.line) == [text.split(separator: "\n").count], "\(text)")
        #expect(result.failures.first?.found.hasPrefix(fault.invariant.rawValue) == true, "\(text)")
    }

    @Test func theSameSeedGivesTheSameFindingsByteForByte() throws {
        let explorer = try Explorer(setup: ExplorationSetup.builtIn() + [.client(.fault(.cachedBool))])
        let limits = Explorer.Limits(seed: 42, sessions: 60, steps: 25)
        let first = explorer.explore(limits)
        let second = explorer.explore(limits)
        #expect(first == second)
        #expect(!first.findings.isEmpty)
        #expect(first.findings.map { $0.scenarioText(seed: 42) } == second.findings.map { $0.scenarioText(seed: 42) })
        #expect(first.summary(client: "cached-bool") == second.summary(client: "cached-bool"))
        let other = explorer.explore(Explorer.Limits(seed: 43, sessions: 60, steps: 25))
        #expect(other.steps != first.steps || other.findings != first.findings)
    }

    /// The reference client never trips the monitor (issue 15's defects 1–3 and what explore
    /// found after them are fixed; `Scenarios/regressions/` keeps each).
    @Test func theReferenceClientIsExploredWithoutViolations() throws {
        let explorer = try Explorer(setup: ExplorationSetup.builtIn() + [.client(.reference)])
        let report = explorer.explore(Explorer.Limits(seed: 2026, sessions: 2_000, steps: 30))
        #expect(report.sessions == 2_000)
        #expect(report.findings.isEmpty, "\(report.findings.map { $0.scenarioText(seed: 2026) }.joined(separator: "\n"))")
    }

    @Test func shrinkingKeepsTheTripAndDropsEverythingElse() {
        let noise: [Command] = [.advance(.days(2)), .quirk(.listedLate, on: false), .device("tablet"), .device("phone"), .quirk(.listedLate, on: true)]
        let commands: [Command] = [.product(Product(id: "pro", kind: .unlock)), .product(Product(id: "coins", kind: .consumable)),
                                   .client(.fault(.grantUnverified))] + noise + [.launch] + noise
            + [.buy(productID: "pro", outcome: .unverified)] + noise
        var runs = 0
        let shrunk = Shrinker.shrink(commands, invariant: .unverifiedGranted, runs: &runs)
        #expect(shrunk == [.product(Product(id: "pro", kind: .unlock)), .client(.fault(.grantUnverified)), .launch,
                           .buy(productID: "pro", outcome: .unverified)])
        // Delta debugging: a bounded number of replays, not one per subset.
        #expect(runs < 4 * commands.count * commands.count)
        #expect(Shrinker.shrink([.launch], invariant: .unverifiedGranted) == [.launch])
    }

    @Test func aClientIsNamedAsOnAScenarioLineOrAsAFault() {
        #expect(ExplorationSetup.client(named: "reference") == .success(.client(.reference)))
        #expect(ExplorationSetup.client(named: "cached-bool") == .success(.client(.fault(.cachedBool))))
        guard case .failure(let diagnostic) = ExplorationSetup.client(named: "cached-boo") else {
            Issue.record("an unknown client was accepted")
            return
        }
        #expect(diagnostic.message.contains("did you mean 'cached-bool'?"), "\(diagnostic.message)")
    }

    @Test func theBuiltInSetupHasEveryKindOfProduct() {
        let products = ExplorationSetup.builtIn().compactMap { command -> Product? in
            if case .product(let product) = command { return product }
            return nil
        }
        #expect(products.count == 6)
        #expect(products.filter(\.kind.isAutoRenewable).count == 2)
        #expect(products.contains { $0.external })
        #expect(ExplorationSetup.builtIn().contains { if case .evaluation = $0 { return true } else { return false } })
    }
}

extension ExplorerTests {
    @Test func theChosenClientReplacesTheSetupsAndComesBeforeTheFirstLaunch() {
        let product = Command.product(Product(id: "pro", kind: .unlock))
        let setup: [Command] = [product, .client(.fault(.doubleCredit)), .launch, .client(.reference), .advance(.days(1))]
        #expect(ExplorationSetup.choosing(.client(.fault(.cachedBool)), in: setup)
                == [product, .client(.fault(.cachedBool)), .launch, .advance(.days(1))])
        #expect(ExplorationSetup.choosing(.client(.reference), in: [product]) == [product, .client(.reference)])
        #expect(ExplorationSetup.clientName(in: setup) == "reference")
        #expect(ExplorationSetup.clientName(in: [.client(.fault(.doubleCredit))]) == "double-credit")
        #expect(ExplorationSetup.clientName(in: []) == "reference")
    }
}
