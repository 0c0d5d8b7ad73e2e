import StoreCore

/// The fixed words of the scenario language, shared by the parser and the formatter so that
/// each is spelled in one place.
enum Vocabulary {
    /// Every command's syntax (`CommandSyntax`, which names its commands): the one table the
    /// parser, the formatter and the prompt's completion read. A new command of a new syntax
    /// adds it here; its names come first on their lines in this order.
    static let syntaxes: [any CommandSyntax.Type] = [
        SetupSyntax.self, OfferSyntax.self, AppSyntax.self, PurchaseSyntax.self, TransactionSyntax.self,
        StoreSideSyntax.self, TimeSyntax.self, ExpectSyntax.self,
    ]

    /// `product ID KIND …`
    enum ProductKindName: String, CaseIterable {
        case unlock, consumable, nonrenewing, subscription
    }

    /// The options after a product's kind, in any order.
    enum ProductOption: String, CaseIterable {
        case price, name, familyShareable = "family-shareable", external
    }

    /// The options after `evaluation DURATION unlocks ID`, in any order.
    enum EvaluationOption: String, CaseIterable {
        case start, count, storage
    }

    /// `client reference` or `client fault NAME`.
    enum ClientKind: String, CaseIterable {
        case reference, fault
    }

    /// The outcome word after `buy ID`; none means success.
    enum PurchaseOutcomeName: String, CaseIterable {
        case askToBuy = "ask-to-buy", cancel, fail, unverified, interrupted
    }

    /// The word after `expect`.
    enum ExpectationName: String, CaseIterable {
        case access, owned, notOwned = "not-owned", pending, noPending = "no-pending", transaction, balance
        case paywall, violation, noViolations = "no-violations", priceIncrease = "price-increase"
        case renewal, introEligible = "intro-eligible", introIneligible = "intro-ineligible"
        case purchaseError = "purchase-error", noTransaction = "no-transaction", message
    }

    /// `ExpectationName`s by name: the word after `expect`, read on many lines.
    static let expectationNames = WordTable(cases: ExpectationName.self)

    /// A word after `expect transaction TX`.
    enum TransactionWord: Sendable {
        case state(TransactionState), fact(TransactionFact), finishing(Finishing)
    }

    /// The words after `expect transaction TX`; a state's name first, then a fact's, then
    /// finished|unfinished, were a word ever more than one.
    static let transactionWords = WordTable<TransactionWord>(
        TransactionState.allCases.map { ($0.rawValue, .state($0)) } + TransactionFact.allCases.map { ($0.rawValue, .fact($0)) }
            + Finishing.allCases.map { ($0.rawValue, .finishing($0)) })

    /// `price-consent TX agree|decline`
    enum ConsentAnswer: String, CaseIterable {
        case agree, decline
    }

    /// What follows `expect transaction TX` besides a state and finished|unfinished.
    enum TransactionFact: String, CaseIterable {
        case offer, upgraded, expires
        // One field StoreKit gives the app each (`TransactionField`).
        case price, ownership, revocation, environment
        case appAccountToken = "app-account-token"
    }

    /// What follows `expect renewal TX`.
    enum RenewalFact: String, CaseIterable {
        case autoRenew = "auto-renew", renewsTo = "renews-to", expirationReason = "expiration-reason"
        case graceEnds = "grace-ends", renewsAt = "renews-at", winBack = "win-back", offer
        case priceIncrease = "price-increase", price
    }

    /// The options after `offer ID KIND [OFFER-ID] MODE PERIOD`, in any order.
    enum OfferOption: String, CaseIterable {
        case periods, price
        /// `for new|existing|expired…`: the customers an offer code is for.
        case `for`
    }

    /// `buy ID offer OFFER-ID …`
    static let offer = "offer"
    /// `buy ID offer OFFER-ID signature valid|invalid|missing`
    static let signature = "signature"
    /// `expect transaction TX offer none`, `expect renewal TX win-back none`
    static let none = "none"

    /// `expect paywall shown|hidden`
    enum PaywallName: String, CaseIterable {
        case shown, hidden
    }

    /// `quirk NAME on|off`, `auto-renew TX on|off`
    enum Switch: String, CaseIterable {
        case on, off
    }

    /// `expect transaction TX finished|unfinished`
    enum Finishing: String, CaseIterable {
        case finished, unfinished
    }

    /// The transaction reference to the latest transaction.
    static let last = "last"
    /// `level N` after a subscription's period.
    static let level = "level"
    /// `billing-issue TX grace DURATION`
    static let grace = "grace"
    /// `price-increase ID AMOUNT CURRENCY consent-required`
    static let consentRequired = "consent-required"
    /// `refund TX [REASON] consumed N%`
    static let consumed = "consumed"
    /// `refresh cancelled`
    static let cancelled = "cancelled"
    /// `evaluation DURATION unlocks ID`
    static let unlocks = "unlocks"
    /// `trial ID of ID lasting DURATION`
    static let of = "of"
    static let lasting = "lasting"
}
