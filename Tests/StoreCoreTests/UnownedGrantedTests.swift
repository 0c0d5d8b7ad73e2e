import Foundation
import Testing
@testable import StoreCore

/// `unowned-granted`: a grant rests on a transaction of the device's account that unlocks its
/// product, and access on a grant or an evaluation; grants by product id alone are rested on
/// the store's own transaction and judged by every invariant.
struct UnownedGrantedTests {
    /// Grants what each purchase unlocks by its own rule (`unlocks`; by default the product
    /// itself), from the transaction or by product id alone, without checking anything else.
    struct RuleClient: PurchaseClient {
        var unlocks: [String: [String]] = [:]
        var bundles: [String: Set<String>] = [:]
        var byProductID = false
        /// Grants a purchase waiting for approval, and keeps what is refunded.
        var trusting = false
        /// The access it shows, whatever it grants.
        var shows: AccessState?
        var granted: [String: TransactionID] = [:]

        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            switch input {
            case .launched:
                return [.startListener, .readEntitlements(reason: "launch")]
            case .user(.buy(let productID)):
                return [.purchase(productID: productID)]
            case .purchaseResult(let productID, .pending(let id)):
                if trusting { granted[productID] = id }
                return []
            case .purchaseResult(_, .success(let tx, _)), .transaction(let tx, _, _):
                if tx.revocationDate != nil {
                    if !trusting { granted = granted.filter { $0.value != tx.id } }
                } else {
                    for product in unlocks[tx.productID] ?? [tx.productID] { granted[product] = tx.id }
                }
                return [.deliver(transactionID: tx.id), .finish(transactionID: tx.id)]
            case .accountChanged:
                return [.readEntitlements(reason: "the account changed")]
            default:
                return []
            }
        }

        func report(in context: ClientContext) -> ClientReport {
            let state = shows ?? (granted.isEmpty ? .notStarted : .unlocked)
            return ClientReport(access: AccessView(state: state, reason: "as the rule says", paywallShown: false),
                                grants: byProductID ? [] : granted.sorted { $0.key < $1.key }.map { Grant(productID: $0.key, transactionID: $0.value) },
                                pending: [:], knowsOwnership: true, evaluationStart: nil,
                                grantedProductIDs: byProductID ? Set(granted.keys) : [], bundles: bundles)
        }
    }

    static let month = SubscriptionPeriod(count: 1, unit: .month)
    static let catalogue: [Command] = [
        .product(StoreProduct(id: "pro", kind: .unlock)),
        .product(StoreProduct(id: "export", kind: .unlock)),
        .product(StoreProduct(id: "coins", kind: .consumable)),
        .product(StoreProduct(id: "pro.trial", kind: .trial(of: "pro", lasting: .days(7)))),
        .product(StoreProduct(id: "premium", kind: .subscription(group: "plans", period: month, level: 1))),
        .product(StoreProduct(id: "basic", kind: .subscription(group: "plans", period: month, level: 2))),
    ]

    /// The violations the client made after buying `products` in turn.
    static func violations(_ client: RuleClient, buying products: [String], outcome: PurchaseOutcome = .success, then more: [Command] = []) -> [String] {
        var clients = ClientRegistry()
        clients.register("rule") { client }
        var engine = Engine(clients: clients)
        for command in catalogue { engine.mustApply(command) }
        engine.mustApply(.client(.registered("rule")), .launch)
        for product in products { engine.mustApply(.buy(productID: product, outcome: outcome)) }
        for command in more { engine.mustApply(command) }
        return engine.violationNames
    }

    @Test func coinsThatUnlockProAreFlaggedFromTheTransactionAndById() {
        for byID in [false, true] {
            let client = RuleClient(unlocks: ["coins": ["coins", "pro"]], byProductID: byID)
            #expect(Self.violations(client, buying: ["coins"]) == ["unowned-granted"], "by id: \(byID)")
        }
    }

    @Test func whatMayUnlockAProductIsNotFlagged() {
        // The product itself, its store-dated trial, a higher or the same level of its group.
        #expect(Self.violations(RuleClient(), buying: ["pro", "basic"]).isEmpty)
        #expect(Self.violations(RuleClient(unlocks: ["pro.trial": ["pro"]]), buying: ["pro.trial"]).isEmpty)
        #expect(Self.violations(RuleClient(unlocks: ["premium": ["premium", "basic"]]), buying: ["premium"]).isEmpty)
        // A lower level does not unlock a higher one.
        #expect(Self.violations(RuleClient(unlocks: ["basic": ["basic", "premium"]]), buying: ["basic"]) == ["unowned-granted"])
    }

    @Test func aBundleTheAppReportsUnlocksWhatItNames() {
        let bundle = RuleClient(unlocks: ["pro": ["pro", "export"]])
        #expect(Self.violations(bundle, buying: ["pro"]) == ["unowned-granted"])
        var declared = bundle
        declared.bundles = ["pro": ["export"]]
        #expect(Self.violations(declared, buying: ["pro"]).isEmpty)
        declared.byProductID = true
        #expect(Self.violations(declared, buying: ["pro"]).isEmpty)
    }

    @Test func accessThatRestsOnNothingIsFlagged() {
        #expect(Self.violations(RuleClient(shows: .unlocked), buying: []) == ["unowned-granted"])
        #expect(Self.violations(RuleClient(shows: .evaluation(daysLeft: 3, endsAt: Date())), buying: []) == ["unowned-granted"])
        #expect(Self.violations(RuleClient(shows: .expired), buying: []).isEmpty)
    }

    @Test func aGrantOfAnotherAccountIsFlagged() {
        // The client forgets nothing when the account changes.
        #expect(Self.violations(RuleClient(), buying: ["pro"], then: [.account("someone-else")]) == ["unowned-granted"])
    }

    @Test func grantsByProductIdAreJudgedAgainstTheStoresTransactions() {
        let byID = RuleClient(byProductID: true)
        #expect(Self.violations(byID, buying: ["pro"], then: [.refund(.last, .other)]).isEmpty)
        #expect(Self.violations(byID, buying: ["pro"], outcome: .unverified) == ["unverified-granted"])
        let trusting = RuleClient(byProductID: true, trusting: true)
        #expect(Self.violations(trusting, buying: ["pro"], outcome: .askToBuy) == ["pending-granted"])
        #expect(Self.violations(trusting, buying: ["pro"], then: [.refund(.last, .other)]) == ["revoked-granted"])
    }
}
