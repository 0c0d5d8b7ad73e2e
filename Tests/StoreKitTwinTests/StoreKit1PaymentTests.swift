import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// StoreKit 1's product requests and filled-in payments, as apps that still buy through StoreKit
/// 1 write them (an outside round found a public SDK's example app that did not compile): the
/// request tells its delegate the products and the unknown identifiers; a mutable payment's
/// quantity, user name and promotional discount reach the store as StoreKit 2's options do.
@Suite struct StoreKit1PaymentTests {
    @MainActor final class PaymentStore: TwinApp {
        final class Observer: NSObject, SKPaymentTransactionObserver, SKProductsRequestDelegate {
            var heard: [String] = []
            var products: [SKProduct] = []

            func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) {
                products = response.products
                heard.append("products \(response.products.map(\.productIdentifier)) unknown \(response.invalidProductIdentifiers)")
            }

            func requestDidFinish(_ request: SKRequest) { heard.append("request finished") }

            func request(_ request: SKRequest, didFailWithError error: any Error) { heard.append("request failed") }

            func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                for transaction in transactions {
                    let payment = transaction.payment
                    heard.append("\(payment.productIdentifier) ×\(payment.quantity) \(transaction.transactionState)")
                    if transaction.transactionState == .purchased { queue.finishTransaction(transaction) }
                }
            }
        }

        static let user = UUID(uuidString: "CBDA354D-0000-4000-8000-000000000001")!
        let observer = Observer()
        var request: SKProductsRequest?

        init() { SKPaymentQueue.default().add(observer) }

        func appDidLaunch() async {
            let request = SKProductsRequest(productIdentifiers: ["coins", "pro.monthly", "gone"])
            request.delegate = observer
            request.start()
            self.request = request
        }

        func buy(_ productID: String) async {
            guard let product = observer.products.first(where: { $0.productIdentifier == productID }) else { return }
            let payment = SKMutablePayment(product: product)
            payment.quantity = productID == "coins" ? 3 : 1
            payment.applicationUsername = Self.user.uuidString
            SKPaymentQueue.default().add(payment)
            // What the app changes after adding it is not what was bought.
            payment.quantity = 7
        }

        func buy(_ productID: String, offer: TwinOfferRequest) async {
            guard case .promotional(let signed) = offer else { return }
            let payment = SKMutablePayment()
            payment.productIdentifier = productID
            // A signature that is not Base64 (here, hex) is one the store cannot read: invalid.
            let signature = signed.signature == Data("storedbg-unsigned".utf8)
                ? signed.signature.map { String(format: "%02x", $0) }.joined() : signed.signature.base64EncodedString()
            payment.paymentDiscount = SKPaymentDiscount(identifier: signed.offerID, keyIdentifier: signed.keyID, nonce: signed.nonce,
                                                        signature: signature, timestamp: NSNumber(value: signed.timestamp))
            SKPaymentQueue.default().add(payment)
        }

        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: observer.heard.joined(separator: "; "), paywallShown: false, knowsOwnership: true)
        }
    }

    static let setup = """
        product coins consumable price 0.99 USD
        product pro.monthly subscription pro P1M price 4.99 USD
        offer pro.monthly promotional WINBACK free-trial P1W
        """

    @Test @MainActor func aProductRequestAndFilledInPaymentsReachTheStore() throws {
        let session = try TwinTestSession(PaymentStore.self, setup: Self.setup)
        try session.launch()
        #expect(session.access.reason == #"products ["coins", "pro.monthly"] unknown ["gone"]; request finished"#)
        try session.buy("coins")
        let coins = try #require(session.transaction(identifier: 1))
        #expect(coins.quantity == 3)
        #expect(session.access.reason.hasSuffix("coins ×3 purchased"), "the transaction's payment is the one added, not changed since")
        #expect(coins.appAccountToken == PaymentStore.user, "a user name that is a UUID is the app account token")
        // Promotional offers are for current and lapsed subscribers.
        try session.buy("pro.monthly")
        try session.run("expire last\nbuy pro.monthly offer WINBACK signature valid")
        let offered = try #require(session.transaction(identifier: 3))
        #expect(offered.offer?.id == "WINBACK")
        #expect(offered.state == .purchased)
        try session.run("buy pro.monthly offer WINBACK signature invalid")
        #expect(session.access.reason.hasSuffix("pro.monthly ×1 failed"), "an invalid signature fails the payment")
        #expect(session.transaction(identifier: 4)?.state == .failed)
        #expect(session.eventLog.contains { $0.contains("signature invalid") || $0.contains("invalidOfferSignature") },
                "not read as Base64, it is invalid, not missing")
    }

    @Test @MainActor func aProductRequestOfflineFails() throws {
        let session = try TwinTestSession(PaymentStore.self, setup: Self.setup)
        try session.goOffline()
        try session.launch()
        #expect(session.access.reason == "request failed")
    }
}
