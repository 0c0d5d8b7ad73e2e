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

    /// A renewal like the one before it shares that one's details, unless the storefront moved
    /// between them: then it is sold in the new one, and again in the old one once moved back.
    @Test func aRenewalAfterTheStorefrontMovedIsSoldInTheNewOne() throws {
        var engine = Engine()
        let month = try #require(SubscriptionPeriod(iso8601: "P1M"))
        _ = try engine.apply(.product(StoreProduct(id: "pro", kind: .subscription(group: "g", period: month, level: 1))))
        _ = try engine.apply(.launch)
        _ = try engine.apply(.buy(productID: "pro", outcome: .success))
        _ = try engine.apply(.advance(.days(31)))
        _ = try engine.apply(.advance(.days(31)))
        _ = try engine.apply(.storefront(code: "FRA", locale: "fr_FR"))
        _ = try engine.apply(.advance(.days(31)))
        _ = try engine.apply(.storefront(code: "USA", locale: "en_US"))
        _ = try engine.apply(.advance(.days(31)))
        #expect(engine.store.transactions.map { $0.storefront?.countryCode } == [nil, nil, nil, "FRA", nil])
    }
}

