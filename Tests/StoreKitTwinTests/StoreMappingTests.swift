import Foundation
import StoreCore
import Testing
@testable import StoreKitTwin

/// How the simulated store's values reach the app as StoreKit's types.
@Suite struct StoreMappingTests {
    private func record(_ kind: ProductKind, state: TransactionState = .purchased, verified: Bool = true,
                        ownership: StoreCore.StoreTransaction.Ownership = .purchased) -> StoreCore.StoreTransaction {
        let date = Date(timeIntervalSince1970: 1_767_258_000)
        return StoreCore.StoreTransaction(id: 7, originalID: 3, productID: "p", kind: kind, account: "a", device: "phone",
                                     purchaseDate: date, originalPurchaseDate: date, ownership: ownership,
                                     verification: verified ? .verified : .unverified(reason: "bad"), state: state)
    }

    @Test func productKindsAreStoreKitsProductTypes() {
        #expect(StoreKitTwin.Product.ProductType(.unlock) == .nonConsumable)
        #expect(StoreKitTwin.Product.ProductType(.trial(of: "p", lasting: TimeSpan(seconds: 60))) == .nonConsumable)
        #expect(StoreKitTwin.Product.ProductType(.consumable) == .consumable)
        #expect(StoreKitTwin.Product.ProductType(.nonRenewing(TimeSpan(seconds: 60))) == .nonRenewable)
        #expect(StoreKitTwin.Product.ProductType(.subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1)) == .autoRenewable)
    }

    @Test func aTransactionCarriesTheLedgersFieldsAndVerification() {
        let shared = VerificationResult<StoreKitTwin.Transaction>(record(.unlock, ownership: .familyShared))
        let transaction = shared.unsafePayloadValue
        #expect(transaction.id == 7 && transaction.originalID == 3 && transaction.productID == "p")
        #expect(transaction.ownershipType == .familyShared && transaction.environment == .xcode && transaction.reason == .purchase)
        guard case .unverified(_, .invalidSignature) = VerificationResult<StoreKitTwin.Transaction>(record(.unlock, verified: false)) else {
            Issue.record("an unverified ledger entry must reach the app unverified")
            return
        }
    }

    @Test func onlyCompletedTransactionsAreHandedOver() {
        #expect(StoreKitTwin.Transaction.isHandedOver(record(.unlock, state: .purchased)))
        #expect(StoreKitTwin.Transaction.isHandedOver(record(.unlock, state: .revoked)))
        for state in [TransactionState.pending, .declined, .cancelled, .failed, .interrupted] {
            #expect(!StoreKitTwin.Transaction.isHandedOver(record(.unlock, state: state)))
        }
    }

    @Test func injectedFailuresAreThrownAsStoreKitOrPurchaseErrors() {
        #expect(StoreKitTwin.StoreKitError.thrown(for: .productUnavailable) as? StoreKitTwin.Product.PurchaseError == .productUnavailable)
        guard case .networkError(let error)? = StoreKitTwin.StoreKitError.thrown(for: .networkError) as? StoreKitTwin.StoreKitError else {
            Issue.record("a network failure is StoreKitTwin.StoreKitError.networkError")
            return
        }
        #expect(error.code == URLError.Code.notConnectedToInternet)
    }

    @Test func phasesAreRenewalStatesAndReasons() {
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalState(.active) == .subscribed)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalState(.grace(until: .distantFuture)) == .inGracePeriod)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalState(.billingRetry(until: .distantFuture)) == .inBillingRetryPeriod)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalState(.expired(reason: "expired")) == .expired)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalState(.revoked) == .revoked)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalInfo.ExpirationReason("billing-error") == .billingError)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalInfo.ExpirationReason("auto-renew-disabled") == .autoRenewDisabled)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalInfo.ExpirationReason("price-increase") == .didNotConsentToPriceIncrease)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalInfo.PriceIncreaseStatus(.pending) == .pending)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalInfo.ExpirationReason("deleted") == .unknown)
    }
}
