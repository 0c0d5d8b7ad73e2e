import Foundation
import PurchasePort
@testable import StoreCore
import Testing

/// The ledger keeps the storefront each transaction was sold in (StoreKit's
/// `Transaction.storefront`): nil for the usual USA in `en_US`, the account's storefront then
/// for a purchase or a renewal made after `storefront CODE`.
struct TransactionStorefrontTests {
    @Test func aPurchaseAndARenewalKeepTheStorefrontTheyWereMadeIn() throws {
        var engine = Engine()
        let month = try #require(SubscriptionPeriod(iso8601: "P1M"))
        _ = try engine.apply(.product(StoreProduct(id: "pro", kind: .subscription(group: "g", period: month, level: 1))))
        _ = try engine.apply(.product(StoreProduct(id: "unlock", kind: .unlock)))
        _ = try engine.apply(.launch)
        _ = try engine.apply(.buy(productID: "unlock", outcome: .success))
        _ = try engine.apply(.storefront(code: "FRA", locale: "fr_FR"))
        _ = try engine.apply(.buy(productID: "pro", outcome: .success))
        _ = try engine.apply(.advance(.days(31)))
        let ledger = engine.store.transactions.map { ($0.productID, $0.storefront?.countryCode) }
        #expect(ledger.count == 3)
        #expect(ledger[0] == ("unlock", nil))
        #expect(ledger[1] == ("pro", "FRA") && ledger[2] == ("pro", "FRA"))
        #expect(engine.store.transactions.last?.storefront?.localeIdentifier == "fr_FR")
    }
}
