import Foundation
import PurchasePort

/// One step of the vocabulary shared by scenario files, the `:` prompt and the keys. Each case
/// has its rule (`Command.step`, below: its check and effect, one `CommandRule` in this folder);
/// its words are its `CommandSyntax` in ScenarioLanguage's `Commands/`.
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

extension Command {
    /// Hands what the command is to the engine to `handler`: a rule (`CommandRule`: its check
    /// and its effect), or an expectation, which the engine judges itself (it reads the
    /// violations found so far). Each rule is handed as its own type, so that the handler's code
    /// is made for it: an `any CommandRule` was boxed, and read through its witnesses (about 400
    /// instructions a step).
    func step<Handler: CommandStepHandler>(_ handler: inout Handler) throws(EngineError) -> Handler.Outcome {
        switch self {
        // Setup
        case .product(let product): return try handler.handle(ProductRule(product: product))
        case .storekit(let path, let configuration): return try handler.handle(StoreKitRule(path: path, configuration: configuration))
        case .evaluation(let policy): return try handler.handle(EvaluationRule(policy: policy))
        case .trial(let id, let target, let lasting): return try handler.handle(TrialRule(id: id, target: target, lasting: lasting))
        case .nonRenewingLength(let id, let lasting): return try handler.handle(NonRenewingLengthRule(id: id, lasting: lasting))
        case .clock(let date): return try handler.handle(ClockRule(date: date))
        case .client(let choice): return try handler.handle(ClientRule(choice: choice))
        case .quirk(let quirk, let on): return try handler.handle(QuirkRule(quirk: quirk, on: on))
        case .device(let name): return try handler.handle(DeviceRule(name: name))
        case .account(let name): return try handler.handle(AccountRule(name: name))
        case .timeZone(let identifier): return try handler.handle(TimeZoneRule(identifier: identifier))
        case .fail(let api, let error): return try handler.handle(FailRule(api: api, error: error))
        case .offer(let id, let offer): return try handler.handle(OfferRule(productID: id, offer: offer))
        // App
        case .launch: return try handler.handle(LaunchRule())
        case .quit: return try handler.handle(QuitRule(then: .stay))
        case .relaunch: return try handler.handle(QuitRule(then: .launch))
        case .reinstall: return try handler.handle(QuitRule(then: .reinstall))
        case .useFeature: return try handler.handle(UseFeatureRule())
        case .online: return try handler.handle(ConnectivityRule(online: true))
        case .offline: return try handler.handle(ConnectivityRule(online: false))
        case .products(let outcome): return try handler.handle(ProductsRule(outcome: outcome))
        case .restore: return try handler.handle(RestoreRule())
        case .refresh(let cancelled): return try handler.handle(RefreshRule(cancelled: cancelled))
        case .consume(let id, let units): return try handler.handle(ConsumeRule(productID: id, units: units))
        // Purchases
        case .buy(let id, let outcome): return try handler.handle(BuyRule(productID: id, offer: nil, outcome: outcome))
        case .buyWithOffer(let id, let offer, let outcome): return try handler.handle(BuyRule(productID: id, offer: offer, outcome: outcome))
        case .buyElsewhere(let id): return try handler.handle(BuyOutsideRule(productID: id, ownership: .purchased))
        case .familyShare(let id): return try handler.handle(BuyOutsideRule(productID: id, ownership: .familyShared))
        case .redeemCode(let id, let offerID, let code): return try handler.handle(RedeemCodeRule(productID: id, offerID: offerID, code: code))
        case .priceIncrease(let id, let price, let consent): return try handler.handle(PriceIncreaseRule(productID: id, price: price, consentRequired: consent))
        // Transaction manager
        case .approve(let reference): return try handler.handle(ApprovalRule(reference: reference, approve: true))
        case .decline(let reference): return try handler.handle(ApprovalRule(reference: reference, approve: false))
        case .refund(let reference, let reason, let consumption): return try handler.handle(RevocationRule(reference: reference, reason: reason, consumption: consumption))
        case .revoke(let reference): return try handler.handle(RevocationRule(reference: reference, reason: nil))
        case .familyStop(let id): return try handler.handle(FamilyStopRule(productID: id))
        case .expire(let reference): return try handler.handle(ExpireRule(reference: reference))
        case .renew(let reference): return try handler.handle(RenewalRule(reference: reference, autoRenew: nil))
        case .autoRenew(let reference, let on): return try handler.handle(RenewalRule(reference: reference, autoRenew: on))
        case .billingIssue(let reference, let grace): return try handler.handle(BillingIssueRule(reference: reference, grace: grace))
        case .resolve(let reference): return try handler.handle(ResolveRule(reference: reference))
        case .delete(let reference): return try handler.handle(DeleteRule(reference: reference))
        case .priceConsent(let reference, let agree): return try handler.handle(PriceConsentRule(reference: reference, agree: agree))
        // StoreKit's other surfaces
        case .storefront(let code, let locale): return try handler.handle(StorefrontRule(code: code, locale: locale))
        case .appTransaction(let setting): return try handler.handle(AppTransactionRule(setting: setting))
        case .sheet(let answer): return try handler.handle(SheetRule(answer: answer))
        case .promote(let id): return try handler.handle(PromoteRule(productID: id))
        case .tap(let control): return try handler.handle(TapRule(control: control))
        // Time
        case .advance(let span): return try handler.handle(AdvanceRule(span: span))
        case .deviceClock(let span): return try handler.handle(DeviceClockRule(span: span))
        // Checks
        case .expect(let expectation): return try handler.handle(expectation)
        }
    }
}

/// What is done with a command's step (`Command.step`).
protocol CommandStepHandler {
    associatedtype Outcome
    mutating func handle<Rule: CommandRule>(_ rule: Rule) throws(EngineError) -> Outcome
    mutating func handle(_ expectation: Expectation) throws(EngineError) -> Outcome
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
    /// `expect message KIND [TEXT]|none`: what the app on the current device tells its user now
    /// (its last `.tell`), of that kind and holding TEXT; nil: no message.
    indirect case message(UserMessage.Kind?, containing: String?)
}
