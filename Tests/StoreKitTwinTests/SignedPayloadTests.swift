import Foundation
import Testing
@testable import StoreCore
@testable import StoreKitTwin

/// `jsonRepresentation` and `jwsRepresentation`: Apple's decoded-payload names and units, a JWS of
/// three base64url parts, the same bytes at every run.
@Suite struct SignedPayloadTests {
    private static let bought = Date(timeIntervalSince1970: 1_767_258_000.123_9)

    private func record(_ kind: ProductKind, id: TransactionID = 7) -> StoreCore.StoreTransaction {
        StoreCore.StoreTransaction(id: id, originalID: 3, productID: "com.example.pro.monthly", kind: kind, account: "a", device: "phone",
                              purchaseDate: Self.bought, originalPurchaseDate: Self.bought.addingTimeInterval(-86_400),
                              expirationDate: Self.bought.addingTimeInterval(30 * 86_400), ownership: .familyShared,
                              state: .purchased, reason: .renewal)
    }

    @Test func aTransactionIsWrittenAsTheDecodedPayload() throws {
        var subscription = record(.subscription(group: "pro", period: StoreCore.SubscriptionPeriod(count: 1, unit: .month), level: 1))
        subscription.price = Price(amount: Decimal(string: "4.99")!, currencyCode: "EUR")
        subscription.offer = StoreCore.StoreTransaction.Offer(type: .promotional, id: "back\"soon", paymentMode: .payAsYouGo)
        let transaction = StoreKitTwin.Transaction(subscription)
        #expect(transaction.price == Decimal(string: "4.99") && transaction.currency == Locale.Currency("EUR"))
        #expect(transaction.signedDate == Self.bought)
        let json = String(decoding: transaction.jsonRepresentation, as: UTF8.self)
        #expect(json == #"{"transactionId":"7","originalTransactionId":"3","productId":"com.example.pro.monthly","#
            + #""subscriptionGroupIdentifier":"pro","purchaseDate":1767258000123,"originalPurchaseDate":1767171600123,"#
            + #""expiresDate":1769850000123,"quantity":1,"type":"Auto-Renewable Subscription","inAppOwnershipType":"FAMILY_SHARED","#
            + #""signedDate":1767258000123,"offerType":2,"offerIdentifier":"back\"soon","offerDiscountType":"PAY_AS_YOU_GO","#
            + #""environment":"Xcode","transactionReason":"RENEWAL","currency":"EUR","price":4990,"#
            + #""bundleId":"com.example.app","storefront":"USA","storefrontId":"143441","webOrderLineItemId":"5000000000007","#
            + #""appTransactionId":"7000000000000","deviceVerification":"+Sh8Q2Qq+w42aneoCKvVo98MsVwiJFMEJKi/L3mLmyk0Gf3dCFhj8Durs/qnhQgL","#
            + #""deviceVerificationNonce":"ad71ef09-5781-48da-bf64-aa1d9e14fa8e"}"#)
        // It is JSON: a server's decoder reads it.
        let decoded = try #require(try JSONSerialization.jsonObject(with: transaction.jsonRepresentation) as? [String: Any])
        #expect(decoded["offerIdentifier"] as? String == "back\"soon")
    }

    /// What public StoreKit 2 code reads besides `offer`: StoreKit's older offer members, the
    /// storefront it was sold in, the bundle id, a subscription's line item, the raw values of
    /// payment modes, and a readable `debugDescription`.
    @Test func theMembersRealStoresReadAreThere() throws {
        var subscription = record(.subscription(group: "pro", period: StoreCore.SubscriptionPeriod(count: 1, unit: .month), level: 1))
        subscription.offer = StoreCore.StoreTransaction.Offer(type: .introductory, id: nil, paymentMode: .freeTrial)
        subscription.storefront = StorefrontState(countryCode: "FRA", localeIdentifier: "fr_FR")
        let transaction = StoreKitTwin.Transaction(subscription)
        #expect(transaction.offerType == .introductory && transaction.offerID == nil)
        #expect(transaction.offerPaymentModeStringRepresentation == "FREE_TRIAL")
        #expect(transaction.offerPeriodStringRepresentation == nil, "an offer made without its period")
        #expect(transaction.offer?.paymentMode?.rawValue == "FREE_TRIAL")
        #expect(Transaction.Offer.PaymentMode(rawValue: "PAY_UP_FRONT") == .payUpFront)
        #expect(transaction.storefront.countryCode == "FRA" && transaction.storefront.id == "143442")
        #expect(transaction.storefrontCountryCode == "FRA")
        #expect(transaction.appBundleID == "com.example.app")
        #expect(transaction.webOrderLineItemID == "5000000000007")
        #expect(transaction.debugDescription.hasPrefix(#"{"transactionId":"7","#))
        #expect(String(describing: transaction).hasPrefix(#"{"transactionId":"7","#))
        #expect(StoreKitTwin.Transaction(record(.unlock)).webOrderLineItemID == nil)
        #expect(StoreKitTwin.Transaction(record(.unlock)).storefront.countryCode == "USA")
        #expect(Product.SubscriptionOffer.PaymentMode.payAsYouGo.rawValue == "PAY_AS_YOU_GO")
        #expect(Product.SubscriptionOffer.OfferType.winBack.rawValue == "winBack")
        // In English, as the twin's unit names: what a paywall shows.
        #expect(Product.SubscriptionOffer.PaymentMode.freeTrial.localizedDescription == "Free Trial")
        #expect(transaction.offerType?.localizedDescription == "Introductory Offer")
        #expect(Product.ProductType.autoRenewable.localizedDescription == "Auto-Renewable Subscription")
        #expect(Product.SubscriptionInfo.RenewalState.inGracePeriod.localizedDescription == "In Grace Period")
        #expect(Transaction.RevocationReason(rawValue: 7).localizedDescription == "7")
        #expect(Product.SubscriptionInfo.RenewalInfo.ExpirationReason.billingError.localizedDescription == "Billing Error")
        // StoreKit's errors are LocalizedErrors: what an app shows of one.
        let errors: [any Error] = [StoreKitError.userCancelled, Product.PurchaseError.ineligibleForOffer, Transaction.RefundRequestError.duplicateRequest]
        #expect(errors.map { ($0 as? LocalizedError)?.errorDescription } == [
            "The purchase was cancelled.", "The customer is not eligible for this offer.", "A refund was already requested for this purchase.",
        ])
        #expect(StoreKitError.notEntitled.localizedDescription == "The app is not entitled to this.")
        #expect(Set([Product.PurchaseOption.simulatesAskToBuyInSandbox(true), .simulatesAskToBuyInSandbox(false)]).count == 2)
    }

    @Test func aRevokedUnlockCarriesItsRevocationAndNoSubscriptionMembers() {
        var unlock = record(.unlock)
        unlock.revocationDate = Self.bought.addingTimeInterval(60)
        unlock.revocationReason = .developerIssue
        let json = String(decoding: StoreKitTwin.Transaction(unlock).jsonRepresentation, as: UTF8.self)
        #expect(json.contains(#""revocationReason":1,"revocationDate":1767258060123"#))
        #expect(json.contains(#""signedDate":1767258060123"#))
        #expect(!json.contains("subscriptionGroupIdentifier") && !json.contains("price") && !json.contains("offerType"))
    }

    @Test func theJWSIsHeaderPayloadAndSignatureInBase64URL() throws {
        let result = VerificationResult<StoreKitTwin.Transaction>(record(.unlock))
        let parts = result.jwsRepresentation.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.contains("=") && !$0.contains("+") && !$0.contains("/") })
        #expect(try decode(parts[0]) == Data(#"{"alg":"ES256","x5c":[]}"#.utf8))
        #expect(try decode(parts[1]) == result.unsafePayloadValue.jsonRepresentation)
        #expect(try decode(parts[2]) == Data("storedbg twin: not signed".utf8))
        let header = try decode(parts[0])
        #expect(result.payloadData == result.unsafePayloadValue.jsonRepresentation && result.headerData == header)
        #expect(result.signedData == Data((parts[0] + "." + parts[1]).utf8))
        // Deterministic: the same transaction gives the same JWS.
        #expect(VerificationResult<StoreKitTwin.Transaction>(record(.unlock)).jwsRepresentation == result.jwsRepresentation)
    }

    /// `AppTransaction.jsonRepresentation` (read by apps that send it to their server) and its
    /// JWS, in the App Store's `JWSAppTransactionDecodedPayload` names.
    @Test func anAppTransactionIsWrittenAsItsDecodedPayload() throws {
        let purchase = AppPurchase(appVersion: "2.1", originalAppVersion: "1.4", originalPurchaseDate: Self.bought)
        let appTransaction = AppTransaction(purchase, signedDate: Self.bought.addingTimeInterval(60))
        #expect(String(decoding: appTransaction.jsonRepresentation, as: UTF8.self)
            == #"{"receiptType":"Xcode","bundleId":"com.example.app","applicationVersion":"2.1","#
            + #""receiptCreationDate":1767258060123,"originalPurchaseDate":1767258000123,"#
            + #""originalApplicationVersion":"1.4","appTransactionId":"\#(appTransaction.appTransactionID)","#
            + #""deviceVerification":"\#(appTransaction.deviceVerification.base64EncodedString())","#
            + #""deviceVerificationNonce":"\#(appTransaction.deviceVerificationNonce.uuidString.lowercased())"}"#)
        let result = VerificationResult<AppTransaction>.verified(appTransaction)
        #expect(result.payloadData == appTransaction.jsonRepresentation)
        let parts = result.jwsRepresentation.split(separator: ".").map(String.init)
        #expect(parts.count == 3)
        #expect(try decode(parts[1]) == appTransaction.jsonRepresentation)
    }

    @Test func priceIsInMilliunitsRoundedToTheNearest() {
        #expect(StoreKitTwin.Transaction.milliunits(Decimal(string: "0.0005")!) == 1)
        #expect(StoreKitTwin.Transaction.milliunits(Decimal(string: "1999")!) == 1_999_000)
        #expect(StoreKitTwin.Transaction.milliunits(0) == 0)
    }

    @Test func renewalInfoIsWrittenAsItsDecodedPayload() throws {
        let monthly = record(.subscription(group: "pro", period: StoreCore.SubscriptionPeriod(count: 1, unit: .month), level: 1))
        let info = StoreCore.RenewalInfo(willAutoRenew: false, autoRenewPreference: "com.example.pro.monthly", expirationReason: "billing-error")
        let status = SubscriptionStatus(group: "pro", transactionID: 7, productID: "com.example.pro.monthly", expirationDate: Self.bought,
                                        phase: .expired(reason: "billing-error"), isVerified: true, offer: nil, renewalInfo: info,
                                        latestTransaction: monthly, priceIncreaseStatus: .pending)
        let renewal = StoreKitTwin.Product.SubscriptionInfo.RenewalInfo(info, of: status, originalTransactionID: 3)
        let json = String(decoding: renewal.jsonRepresentation, as: UTF8.self)
        #expect(json == #"{"originalTransactionId":"3","autoRenewProductId":"com.example.pro.monthly","productId":"com.example.pro.monthly","#
            + #""autoRenewStatus":0,"expirationIntent":2,"isInBillingRetryPeriod":false,"priceIncreaseStatus":0,"environment":"Xcode"}"#)
        let parts = VerificationResult<StoreKitTwin.Product.SubscriptionInfo.RenewalInfo>.verified(renewal).jwsRepresentation.split(separator: ".")
        #expect(try decode(String(parts[1])) == renewal.jsonRepresentation)
    }

    @Test func stringsAreEscapedAsJSON() {
        var payload = SignedPayload()
        payload.add("name", "a\\b\n\u{1}é")
        payload.add("ids", ["x", "y"])
        #expect(String(decoding: payload.data, as: UTF8.self) == #"{"name":"a\\b\n\u0001é","ids":["x","y"]}"#)
    }

    private func decode(_ base64URL: String) throws -> Data {
        var text = base64URL.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        return try #require(Data(base64Encoded: text))
    }
}
