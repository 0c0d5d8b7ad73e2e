import Foundation
import Testing
@testable import StoreCore

/// A transaction keeps its fields in a shared box: it must still behave as a value.
struct TransactionValueTests {
    static func sample() -> StoreTransaction {
        StoreTransaction(id: 7, originalID: 7, productID: "pro", kind: .unlock, account: "default", device: "phone",
                    purchaseDate: Date(timeIntervalSince1970: 0), originalPurchaseDate: Date(timeIntervalSince1970: 0),
                    state: .purchased)
    }

    @Test func changingACopyLeavesTheOriginalAsItWas() {
        let original = Self.sample()
        var copy = original
        copy.revocationDate = Date(timeIntervalSince1970: 60)
        copy.revocationReason = .other
        copy.verification = .unverified(reason: "bad signature")
        copy.finished = true
        copy.state = .revoked
        #expect(original.revocationDate == nil && original.revocationReason == nil)
        #expect(original.verification == .verified && !original.finished && original.state == .purchased)
        #expect(copy.revocationDate == Date(timeIntervalSince1970: 60) && copy.state == .revoked && copy.finished)
        #expect(copy != original)
    }

    @Test func equalFieldsAreEqualAndHashAlikeWhetherOrNotTheyShareABox() {
        var first = Self.sample()
        var second = Self.sample()
        #expect(first == second && first.hashValue == second.hashValue)
        first.expirationDate = Date(timeIntervalSince1970: 86_400)
        #expect(first != second)
        second.expirationDate = Date(timeIntervalSince1970: 86_400)
        #expect(first == second && first.hashValue == second.hashValue)
        second.finished = true
        #expect(first != second && Set([first, second]).count == 2)
    }

    @Test func readsInTheBoxAgreeWithTheFields() {
        var tx = Self.sample()
        #expect(tx.isVerified == tx.verification.isVerified && !tx.isAutoRenewable)
        tx.verification = .unverified(reason: "x")
        #expect(!tx.isVerified)
        let subscription = StoreTransaction(id: 1, originalID: 1, productID: "m", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1),
                                       account: "a", device: nil, purchaseDate: .distantPast, originalPurchaseDate: .distantPast, state: .purchased)
        #expect(subscription.isAutoRenewable == subscription.kind.isAutoRenewable)
    }
}
