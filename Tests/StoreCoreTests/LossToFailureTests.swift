import Foundation
import Testing
@testable import StoreCore

/// `entitlement-lost-on-failure` weighs what the app granted just before the step's first
/// failure, so an unlock granted earlier in the same step counts as much as one granted before it.
struct LossToFailureTests {
    /// Grants what it is handed, reads its entitlements again after every purchase, and forgets
    /// everything when a read fails: the bug the invariant is there for.
    struct ForgetsOnFailureClient: PurchaseClient {
        var owned: [String: TransactionID] = [:]

        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            switch input {
            case .launched:
                return [.startListener]
            case .user(.buy(let productID)):
                return [.purchase(productID: productID)]
            case .purchaseResult(_, .success(let transaction, _)):
                owned[transaction.productID] = transaction.id
                return [.deliver(transactionID: transaction.id), .finish(transactionID: transaction.id),
                        .readEntitlements(reason: "after a purchase")]
            case .entitlements(.listed(let listing, _), _):
                for transaction in listing { owned[transaction.productID] = transaction.id }
                return []
            case .entitlements:
                owned = [:]
                return []
            default:
                return []
            }
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: owned.isEmpty ? .notStarted : .unlocked, reason: "as handed", paywallShown: false),
                         grants: owned.map { Grant(productID: $0.key, transactionID: $0.value) }, pending: [:],
                         knowsOwnership: true, evaluationStart: nil)
        }
    }

    @Test func anUnlockGrantedEarlierInTheStepAndDroppedAtTheFailureIsFlagged() throws {
        var clients = ClientRegistry()
        clients.register("forgetful") { ForgetsOnFailureClient() }
        var engine = Engine(clients: clients)
        engine.mustApply(.product(StoreProduct(id: "pro", kind: .unlock)), .client(.registered("forgetful")), .launch,
                         .fail(.entitlements, .networkError))
        let report = try engine.apply(.buy(productID: "pro", outcome: .success))
        #expect(report.violations.map(\.invariant) == [.entitlementLostOnFailure])
        // The reference client keeps what it was handed when a read fails.
        var reference = Engine()
        reference.mustApply(.product(StoreProduct(id: "pro", kind: .unlock)), .launch, .fail(.entitlements, .networkError))
        #expect(try reference.apply(.buy(productID: "pro", outcome: .success)).violations.isEmpty)
    }
}
