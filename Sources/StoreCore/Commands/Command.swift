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
    /// What the command is to the engine: a rule (`CommandRule`: its check and its effect), or
    /// an expectation, which the engine judges itself (it reads the violations found so far).
    var step: CommandStep {
        switch self {
        // Setup
        case .product(let product): return .rule(ProductRule(product: product))
        case .storekit(let path, let configuration): return .rule(StoreKitRule(path: path, configuration: configuration))
        case .evaluation(let policy): return .rule(EvaluationRule(policy: policy))
        case .trial(let id, let target, let lasting): return .rule(TrialRule(id: id, target: target, lasting: lasting))
        case .nonRenewingLength(let id, let lasting): return .rule(NonRenewingLengthRule(id: id, lasting: lasting))
        case .clock(let date): return .rule(ClockRule(date: date))
        case .client(let choice): return .rule(ClientRule(choice: choice))
        case .quirk(let quirk, let on): return .rule(QuirkRule(quirk: quirk, on: on))
        case .device(let name): return .rule(DeviceRule(name: name))
        case .account(let name): return .rule(AccountRule(name: name))
        case .timeZone(let identifier): return .rule(TimeZoneRule(identifier: identifier))
        case .fail(let api, let error): return .rule(FailRule(api: api, error: error))
        case .offer(let id, let offer): return .rule(OfferRule(productID: id, offer: offer))
        // App
        case .launch: return .rule(LaunchRule())
        case .quit: return .rule(QuitRule(then: .stay))
        case .relaunch: return .rule(QuitRule(then: .launch))
        case .reinstall: return .rule(QuitRule(then: .reinstall))
        case .useFeature: return .rule(UseFeatureRule())
        case .online: return .rule(ConnectivityRule(online: true))
        case .offline: return .rule(ConnectivityRule(online: false))
        case .products(let outcome): return .rule(ProductsRule(outcome: outcome))
        case .restore: return .rule(RestoreRule())
        case .refresh(let cancelled): return .rule(RefreshRule(cancelled: cancelled))
        case .consume(let id, let units): return .rule(ConsumeRule(productID: id, units: units))
        // Purchases
        case .buy(let id, let outcome): return .rule(BuyRule(productID: id, offer: nil, outcome: outcome))
        case .buyWithOffer(let id, let offer, let outcome): return .rule(BuyRule(productID: id, offer: offer, outcome: outcome))
        case .buyElsewhere(let id): return .rule(BuyOutsideRule(productID: id, ownership: .purchased))
        case .familyShare(let id): return .rule(BuyOutsideRule(productID: id, ownership: .familyShared))
        case .redeemCode(let id, let offerID, let code): return .rule(RedeemCodeRule(productID: id, offerID: offerID, code: code))
        case .priceIncrease(let id, let price, let consent): return .rule(PriceIncreaseRule(productID: id, price: price, consentRequired: consent))
        // Transaction manager
        case .approve(let reference): return .rule(ApprovalRule(reference: reference, approve: true))
        case .decline(let reference): return .rule(ApprovalRule(reference: reference, approve: false))
        case .refund(let reference, let reason, let consumption): return .rule(RevocationRule(reference: reference, reason: reason, consumption: consumption))
        case .revoke(let reference): return .rule(RevocationRule(reference: reference, reason: nil))
        case .familyStop(let id): return .rule(FamilyStopRule(productID: id))
        case .expire(let reference): return .rule(ExpireRule(reference: reference))
        case .renew(let reference): return .rule(RenewalRule(reference: reference, autoRenew: nil))
        case .autoRenew(let reference, let on): return .rule(RenewalRule(reference: reference, autoRenew: on))
        case .billingIssue(let reference, let grace): return .rule(BillingIssueRule(reference: reference, grace: grace))
        case .resolve(let reference): return .rule(ResolveRule(reference: reference))
        case .delete(let reference): return .rule(DeleteRule(reference: reference))
        case .priceConsent(let reference, let agree): return .rule(PriceConsentRule(reference: reference, agree: agree))
        // StoreKit's other surfaces
        case .storefront(let code, let locale): return .rule(StorefrontRule(code: code, locale: locale))
        case .appTransaction(let setting): return .rule(AppTransactionRule(setting: setting))
        case .sheet(let answer): return .rule(SheetRule(answer: answer))
        case .promote(let id): return .rule(PromoteRule(productID: id))
        case .tap(let control): return .rule(TapRule(control: control))
        // Time
        case .advance(let span): return .rule(AdvanceRule(span: span))
        case .deviceClock(let span): return .rule(DeviceClockRule(span: span))
        // Checks
        case .expect(let expectation): return .expectation(expectation)
        }
    }
}

/// What a command is to the engine.
enum CommandStep {
    case rule(any CommandRule)
    case expectation(Expectation)
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
