import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// StoreKit 1's restore and receipt refresh, which StoreKit 2 apps still call: restored
/// transactions and the end of the restore reach the queue's observers; a refresh request tells
/// its delegate; both fail offline.
@Suite struct StoreKit1RestoreTests {
    @MainActor final class RestoringStore: TwinApp {
        final class Observer: NSObject, SKPaymentTransactionObserver, SKRequestDelegate {
            var heard: [String] = []

            func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                for transaction in transactions where transaction.transactionState == .restored {
                    heard.append("restored \(transaction.payment.productIdentifier) #\(transaction.transactionIdentifier ?? "?")")
                    queue.finishTransaction(transaction)
                }
            }

            func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {
                heard.append("restore finished")
            }

            func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {
                heard.append("restore failed: \((error as? URLError)?.code == .notConnectedToInternet ? "offline" : "\(error)")")
            }

            func requestDidFinish(_ request: SKRequest) {
                heard.append("receipt refreshed")
            }

            func request(_ request: SKRequest, didFailWithError error: any Error) {
                heard.append("receipt refresh failed")
            }
        }

        let observer = Observer()
        /// A queue the app makes itself, as some apps do, rather than `default()`.
        let queue = SKPaymentQueue()
        var refresh: SKReceiptRefreshRequest?

        init() { queue.add(observer) }

        func appDidLaunch() async {}

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction)) = try? await product.purchase() else { return }
            // The extra is left unfinished: the app has not delivered it yet.
            if productID != "extra" { await transaction.finish() }
        }

        func restorePurchases() async {
            observer.heard = []
            queue.restoreCompletedTransactions()
            let request = SKReceiptRefreshRequest()
            request.delegate = observer
            request.start()
            refresh = request
        }

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: observer.heard.joined(separator: "; "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func restoredTransactionsReachTheObservers() throws {
        let setup = "product pro unlock\nproduct coins consumable\nproduct pro.monthly subscription pro P1M\nproduct extra unlock"
        let session = try TwinTestSession(RestoringStore.self, setup: setup)
        try session.launch()
        try session.buy("pro")
        try session.buy("coins")
        try session.buy("pro.monthly")
        try session.buy("extra")
        try session.restorePurchases()
        #expect(session.access.reason == "restored pro #1; restored pro.monthly #3; restore finished; receipt refreshed",
                "a consumable is not restored, nor a purchase the app has not finished")
        try session.refundTransaction(identifier: 1)
        try session.expireSubscription(productIdentifier: "pro.monthly")
        try session.restorePurchases()
        #expect(session.access.reason == "restored pro.monthly #3; restore finished; receipt refreshed",
                "a refunded purchase is not; an expired subscription's transaction is")
        try session.goOffline()
        try session.restorePurchases()
        #expect(session.access.reason == "restore failed: offline; receipt refresh failed")
    }

    @Test func storeKit1ErrorsMatchTheirCodes() {
        let cancelled: any Error = SKError(.paymentCancelled)
        switch cancelled {
        case SKError.paymentCancelled: break
        default: Issue.record("SKError.paymentCancelled did not match")
        }
        #expect((cancelled as? SKError)?.code == .paymentCancelled)
        #expect((cancelled as NSError).domain == SKErrorDomain && (cancelled as NSError).code == 2)
        #expect(!(SKError.storeProductNotAvailable ~= cancelled))
    }
}
