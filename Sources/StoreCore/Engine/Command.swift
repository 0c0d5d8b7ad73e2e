import Foundation
import PurchasePort

/// One step of the vocabulary shared by scenario files, the `:` prompt and the keys.
/// `CommandFormatter` (in ScenarioLanguage) spells a command back as a scenario line.
///
/// The cases with payloads over 18 bytes are `indirect`, so that a command takes 24 bytes, not
/// 128: the screen keeps every command applied, a million in a long session.
package enum Command: Hashable, Sendable {
    // Setup
    indirect case product(StoreProduct)
    /// A catalogue read from a `.storekit` file; `path` as written, for recording.
    indirect case storekit(path: String, configuration: StoreConfiguration)
    indirect case evaluation(EvaluationPolicy)
    indirect case trial(id: String, of: String, lasting: TimeSpan)
    /// `nonrenewing ID lasting DURATION`: the length of a non-renewing subscription already in
    /// the catalogue (a `.storekit` file has none). Passes bought before keep theirs.
    indirect case nonRenewingLength(productID: String, lasting: TimeSpan)
    case clock(Date)
    case client(ClientChoice)
    case quirk(Quirk, on: Bool)
    case device(String)
    case account(String)
    case timeZone(String)
    case fail(StoreAPI, StoreError?)
    /// An offer on an auto-renewable subscription (`offer ID KIND …`).
    indirect case offer(productID: String, SubscriptionOffer)
    // App
    case launch, quit, relaunch, reinstall, useFeature, online, offline
    case products(ProductsOutcome)
    case restore
    /// The app reads its entitlements again (a view appearing); `cancelled` cancels that read's task.
    case refresh(cancelled: Bool)
    indirect case consume(productID: String, units: Int)
    // Purchases
    case buy(productID: String, outcome: PurchaseOutcome)
    case buyElsewhere(productID: String)
    /// `buy ID offer OFFER-ID [signature valid|invalid|missing] [OUTCOME]`: a promotional or win-back offer.
    indirect case buyWithOffer(productID: String, offer: PurchaseOffer, outcome: PurchaseOutcome)
    /// `redeem-code ID OFFER-ID [CODE]`: an offer code redeemed in the redemption sheet; with
    /// CODE, a one-time code.
    indirect case redeemCode(productID: String, offerID: String, code: String?)
    // Transaction manager
    case approve(TransactionReference)
    case decline(TransactionReference)
    /// `refund TX [REASON] [consumed N%]`: a refund the App Store grants. `consumption` is what
    /// the scenario says the app's server reported (`ConsumptionRequest.consumptionPercentage`,
    /// 0–100); nil lets the app's own ledger answer for a consumable.
    indirect case refund(TransactionReference, RefundReason, consumption: Int? = nil)
    case revoke(TransactionReference)
    case expire(TransactionReference)
    case renew(TransactionReference)
    indirect case billingIssue(TransactionReference, grace: TimeSpan?)
    case resolve(TransactionReference)
    case delete(TransactionReference)
    case familyShare(productID: String)
    case familyStop(productID: String)
    case autoRenew(TransactionReference, on: Bool)
    /// The developer raises a subscription's price; existing subscribers renew at it once they
    /// agree (`consentRequired`), or after being told.
    indirect case priceIncrease(productID: String, price: Price, consentRequired: Bool)
    /// The subscriber answers the price-increase consent sheet.
    case priceConsent(TransactionReference, agree: Bool)
    // StoreKit's other surfaces (the twin's): the storefront, the app's download, the store's
    // sheets the app presents, promoted purchases.
    /// `storefront CODE [locale ID]`: the storefront the store sells in (and its prices' locale).
    indirect case storefront(code: String, locale: String?)
    /// `app-transaction original-version V [purchased INSTANT] [unverified]`, `app-transaction app-version V`.
    indirect case appTransaction(AppTransactionSetting)
    /// `sheet ANSWER`: the customer answers the store's sheet the app presented.
    indirect case sheet(SheetAnswer)
    /// `promote ID`: the customer taps a product the App Store promotes on the app's page.
    case promote(productID: String)
    /// `tap CONTROL`: the user taps a control of the app's own (a "Manage subscription" button)
    /// that the app names; a StoreKit twin app gets it as `TwinApp.tap(_:)`.
    case tap(control: String)
    // Time
    case advance(TimeSpan)
    case deviceClock(TimeSpan)
    // Checks
    indirect case expect(Expectation)
}

/// What `products load|fail|empty` makes the app's product request return.
package enum ProductsOutcome: String, CaseIterable, Hashable, Sendable {
    case load, fail, empty
}

/// How the store answers a `buy`.
public enum PurchaseOutcome: Hashable, Sendable {
    case success
    case askToBuy
    case cancel
    case fail(StoreError)
    case unverified
    case interrupted
}

/// Why a transaction was refunded.
public enum RefundReason: String, CaseIterable, Hashable, Sendable {
    case developerIssue = "developer-issue"
    case other
}

/// A check a scenario makes (`expect …`).
package enum Expectation: Hashable, Sendable {
    /// `expect access STATE [DAYS]`; for `lapsed` a reason may stand in place of DAYS.
    case access(state: String, days: Int?, reason: String?)
    case owned(String)
    case notOwned(String)
    case pending(String)
    case noPending
    case transactionState(TransactionReference, TransactionState)
    case transactionFinished(TransactionReference, Bool)
    case balance(String, Int)
    case paywall(shown: Bool)
    case violation(Invariant)
    case noViolations
    /// `expect transaction TX offer TYPE [ID]`, or `offer none` (type nil).
    case transactionOffer(TransactionReference, type: SubscriptionOffer.Kind?, id: String?)
    /// `expect transaction TX upgraded`: replaced by an upgrade (`isUpgraded`).
    case transactionUpgraded(TransactionReference)
    /// `expect transaction TX expires INSTANT`.
    case transactionExpires(TransactionReference, Date)
    /// `expect renewal TX …`: the renewal info of the subscription TX belongs to.
    case renewal(TransactionReference, RenewalCheck)
    /// `expect intro-eligible ID` / `expect intro-ineligible ID`: the account's eligibility for
    /// an introductory offer in the product's group.
    case introEligible(String, Bool)
    /// `expect price-increase TX STATUS`: the renewal info of the subscription TX belongs to.
    case priceIncrease(TransactionReference, PriceIncreaseStatus)
    /// `expect transaction TX FIELD VALUE`: one field StoreKit gives the app (price, ownership, …).
    case transactionField(TransactionReference, TransactionField)
    /// `expect purchase-error NAME|none`: the error the last purchase threw (nil: none).
    case purchaseError(PurchaseError?)
    /// `expect no-transaction ID`: the current account has no transaction of the product at all.
    case noTransaction(String)
    /// `expect transaction TX app-account-token UUID|none`.
    case transactionAppAccountToken(TransactionReference, UUID?)
}
