import Foundation
import ScenarioLanguage
import Testing

/// A scenario whose last line is a command refused at its step, and the one diagnostic it must give.
struct RefusedStep: CustomTestStringConvertible, Sendable {
    let name: String
    let body: String
    let line: Int
    let column: Int
    let message: String

    init(_ name: String, _ body: String, line: Int, column: Int = 1, _ message: String) {
        self.name = name
        self.body = body
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { name }
}

/// Five lines every case starts with, so case lines count from 6.
private let catalogue = """
    product com.example.pro unlock family-shareable
    product com.example.plain unlock
    product com.example.coins consumable
    product com.example.monthly subscription pro P1M
    product com.other.sdk unlock external
    """

let refusedSteps: [RefusedStep] = [
    RefusedStep("a transaction that does not exist yet", "approve #1",
                line: 6, "there is no transaction #1 (the ledger is empty)"),
    RefusedStep("a transaction beyond the ledger", "launch\nbuy com.example.pro\napprove #2",
                line: 8, "there is no transaction #2 (the ledger has #1 to #1)"),
    RefusedStep("'last' before any transaction", "refund last",
                line: 6, "there is no transaction yet, so 'last' names nothing"),
    RefusedStep("a product with no transaction yet", "launch\nrefund com.example.pro",
                line: 7, "com.example.pro has no transaction on account 'default' yet"),
    RefusedStep("a deleted transaction", "launch\nbuy com.example.pro\ndelete last\nrefund #1",
                line: 9, "transaction #1 was deleted"),
    RefusedStep("a consent with no price increase pending", "launch\nbuy com.example.monthly\nprice-consent last agree",
                line: 8, "no price increase is pending for com.example.monthly (#1): its renewal info says no-increase"),
    RefusedStep("a price increase to a lower price", "product com.example.priced subscription vip P1M price 4.99 USD\nprice-increase com.example.priced 3.99 USD",
                line: 7, "$3.99 is not an increase: com.example.priced costs $4.99"),
    RefusedStep("a price increase in another currency", "product com.example.priced subscription vip P1M price 4.99 USD\nprice-increase com.example.priced 5.99 EUR",
                line: 7, "com.example.priced is priced in USD; the new price must be in USD too"),
    RefusedStep("a consent once the subscription ended", "launch\nbuy com.example.monthly\nexpire last\nprice-consent #1 agree",
                line: 9, "the subscription of #1 com.example.monthly has ended; there is no price increase to answer"),
    RefusedStep("approving a purchased transaction", "launch\nbuy com.example.pro\napprove #1",
                line: 8, "#1 com.example.pro is purchased, not pending: only an Ask to Buy waiting for approval can be approved or declined"),
    RefusedStep("declining a cancelled purchase", "launch\nbuy com.example.pro cancel\ndecline last",
                line: 8, "#1 com.example.pro is cancelled, not pending: only an Ask to Buy waiting for approval can be approved or declined"),
    RefusedStep("the renewal info of a failed attempt", "launch\nbuy com.example.monthly fail networkError\nexpect renewal #1 auto-renew on",
                line: 8, "#1 com.example.monthly is a failed purchase attempt, which started no subscription: it has no renewal info"),
    RefusedStep("the renewal info of a pending attempt", "launch\nbuy com.example.monthly ask-to-buy\nexpect renewal #1 auto-renew on",
                line: 8, "#1 com.example.monthly is a pending purchase attempt, which started no subscription: it has no renewal info"),
    RefusedStep("a consumption reported for a subscription", "launch\nbuy com.example.monthly\nrefund #1 consumed 50%",
                line: 8, "#1 com.example.monthly is an auto-renewable subscription: consumption is reported for consumables, non-consumables and non-renewing subscriptions"),
    RefusedStep("refunding twice", "launch\nbuy com.example.pro\nrefund last\nrefund last",
                line: 9, "#1 com.example.pro is already revoked"),
    RefusedStep("refunding a pending purchase", "launch\nbuy com.example.pro ask-to-buy\nrefund last",
                line: 8, "#1 com.example.pro is pending; only a purchased transaction can be refunded or revoked"),
    RefusedStep("expiring an unlock", "launch\nbuy com.example.pro\nexpire #1",
                line: 8, "#1 com.example.pro is an unlock; only subscriptions expire"),
    RefusedStep("renewing an unlock", "launch\nbuy com.example.pro\nrenew last",
                line: 8, "#1 com.example.pro is an unlock, not an auto-renewable subscription"),
    RefusedStep("an app command while the app is not running", "buy com.example.pro",
                line: 6, "the app is not running on phone; 'launch' it first"),
    RefusedStep("restore while the app is not running", "restore",
                line: 6, "the app is not running on phone; 'launch' it first"),
    RefusedStep("an indented command keeps its column", "   use-feature",
                line: 6, column: 4, "the app is not running on phone; 'launch' it first"),
    RefusedStep("launching a running app", "launch\nlaunch",
                line: 7, "the app is already running on phone; use 'relaunch' to quit and launch it"),
    RefusedStep("consuming more than the balance", "launch\nconsume com.example.coins 1",
                line: 7, "the balance of com.example.coins on phone is 0; cannot consume 1"),
    RefusedStep("buying another code's product", "launch\nbuy com.other.sdk",
                line: 7, "'com.other.sdk' is handled by other code, not this app; use 'buy-elsewhere com.other.sdk'"),
    RefusedStep("resolving a purchase with nothing to resolve", "launch\nbuy com.example.pro\nresolve last",
                line: 8, "#1 com.example.pro has nothing to resolve: only an interrupted purchase or a subscription with a billing issue can be resolved"),
    RefusedStep("a billing issue on a subscription in billing retry",
                "launch\nbuy com.example.monthly\nbilling-issue last\nadvance 32d\nbilling-issue last",
                line: 10, "the subscription of #1 com.example.monthly is not active, so it has no renewal to fail"),
    RefusedStep("sharing a product that is not family shareable", "family-share com.example.plain",
                line: 6, "'com.example.plain' is not family shareable"),
    RefusedStep("stopping a share that does not exist", "family-stop com.example.pro",
                line: 6, "'com.example.pro' is not being shared with account 'default'"),
    RefusedStep("the true clock moved back after a purchase", "launch\nbuy com.example.pro\nclock 2025-01-01T00:00:00Z",
                line: 8, "the true clock cannot move back once transactions exist (it is 2026-01-01T09:00:00Z); use 'device-clock -DURATION' to move a device's clock"),
    RefusedStep("a second evaluation", "evaluation 14d unlocks com.example.pro\nevaluation 7d unlocks com.example.pro",
                line: 7, "the evaluation is already defined"),
    RefusedStep("an evaluation unlocked by a consumable", "evaluation 14d unlocks com.example.coins",
                line: 6, "the evaluation unlocks 'com.example.coins', which is a consumable, not an unlock (non-consumable)"),
]

/// Commands refused at their step stop the run with one `path:line:column: error: message`,
/// and the run is an `error` result (exit status 2), with the steps before it kept.
struct RuntimeErrorTests {
    @Test(arguments: refusedSteps)
    func aRefusedCommandIsAnErrorAtItsStep(_ step: RefusedStep) throws {
        let result = try runTemporaryScenario(catalogue + "\n" + step.body + "\nlaunch\n", named: "refused.scenario")
        #expect(result.status == .error)
        #expect(result.failures.isEmpty)
        #expect(result.errors.map(\.description) == ["\(result.path):\(step.line):\(step.column): error: \(step.message)"])
        // The run stops there: every line before it ran (none is blank), none after.
        #expect(result.steps.map(\.line) == Array(1..<step.line))
        let report = HumanReport.render([result], trace: false)
        #expect(report.hasPrefix("ERROR \(result.path) ("))
        #expect(report.contains("\n\(result.path):\(step.line):\(step.column): error: \(step.message)\n"))
        #expect(report.hasSuffix("0 passed, 1 failed\n"))
    }
}
