import Foundation
import Testing
@testable import StoreCore

/// A purchase the app makes while it handles the result of one made with an offer is a purchase
/// of its own: the offer was for the first. (The offer used to be kept in the engine while the
/// first purchase's result was handed over, and a purchase made then was recorded with it.)
struct FollowUpPurchaseTests {
    /// Buys what the user asks for, with the offer the user takes; once a subscription is
    /// bought, buys `followUp` too.
    struct FollowUpBuyer: PurchaseClient {
        let followUp: String

        func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            switch input {
            case .launched:
                return [.startListener]
            case .user(.buyWithOffer(let productID, let offer)):
                return [.purchaseWithOffer(productID: productID, offer: offer)]
            case .purchaseResult(let productID, .success(let tx, _)):
                let handled: [ClientAction] = [.deliver(transactionID: tx.id), .finish(transactionID: tx.id)]
                return tx.kind.isAutoRenewable && productID != followUp ? handled + [.purchase(productID: followUp)] : handled
            default:
                return []
            }
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .notStarted, reason: "test", paywallShown: false), grants: [], pending: [:],
                         knowsOwnership: true, evaluationStart: nil)
        }
    }

    private func engine(followingUpWith followUp: String) -> Engine {
        var clients = ClientRegistry()
        clients.register("follow-up") { FollowUpBuyer(followUp: followUp) }
        var engine = Engine(clients: clients)
        let month = SubscriptionPeriod(count: 1, unit: .month)
        let spring = SubscriptionOffer(kind: .promotional, id: "spring", paymentMode: .payUpFront, period: month,
                                       price: Price(amount: 0.99, currencyCode: "USD"), customers: [.new])
        engine.mustApply(.product(StoreProduct(id: "pro", kind: .subscription(group: "pro", period: month, level: 1),
                                          price: Price(amount: 9.99, currencyCode: "USD"))),
                         .offer(productID: "pro", spring),
                         .product(StoreProduct(id: "extra", kind: .subscription(group: "extra", period: month, level: 1))),
                         .product(StoreProduct(id: "coins", kind: .consumable)),
                         .client(.registered("follow-up")), .launch,
                         .buyWithOffer(productID: "pro", offer: .promotional(offerID: "spring", signature: .valid), outcome: .success))
        return engine
    }

    @Test func aSubscriptionBoughtWhileTheResultIsHandledHasNoOffer() {
        let engine = engine(followingUpWith: "extra")
        #expect(engine.store.transactions.map(\.productID) == ["pro", "extra"])
        #expect(engine.store.transactions[0].offer?.id == "spring")
        #expect(engine.store.transactions[1].offer == nil)
        let bought = engine.events.filter { $0.kind == .store }.map(\.fact)
        #expect(bought.last == .bought(transaction: 2, product: "extra", .at(date("2026-02-01T09:00:00Z"))))
    }

    @Test func aConsumableBoughtWhileTheResultIsHandledHasNoOffer() {
        let engine = engine(followingUpWith: "coins")
        #expect(engine.store.transactions.map(\.productID) == ["pro", "coins"])
        #expect(engine.store.transactions[1].offer == nil)
    }
}
