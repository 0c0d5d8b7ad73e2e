import StoreCore

/// Purchases and checks: the commands whose arguments go beyond a single value.
extension LineReader {
    /// `buy ID [ask-to-buy|cancel|fail ERROR|unverified|interrupted]`; no outcome is a success.
    mutating func buyCommand() throws(LineError) -> Command {
        let id = try productID()
        let offer = take(Vocabulary.offer) ? try purchaseOffer(of: id) : nil
        let outcome = try purchaseOutcome()
        guard let offer else { return .buy(productID: id, outcome: outcome) }
        return .buyWithOffer(productID: id, offer: offer, outcome: outcome)
    }

    /// `[ask-to-buy|cancel|fail ERROR|unverified|interrupted]`; none is a success.
    private mutating func purchaseOutcome() throws(LineError) -> PurchaseOutcome {
        guard peek != nil else { return .success }
        let outcome: PurchaseOutcome
        switch try choice(Vocabulary.PurchaseOutcomeName.self) {
        case .askToBuy: outcome = .askToBuy
        case .cancel: outcome = .cancel
        case .fail: outcome = .fail(try storeKitError())
        case .unverified: outcome = .unverified
        case .interrupted: outcome = .interrupted
        }
        return outcome
    }

    /// `refund TX [developer-issue|other] [consumed N%]`.
    mutating func refundCommand() throws(LineError) -> Command {
        let reference = try transaction()
        var reason = RefundReason.other
        if let token = peek, token.text != Vocabulary.consumed {
            guard let named = RefundReason(rawValue: token.text) else {
                let names = RefundReason.allCases.map(\.rawValue) + [Vocabulary.consumed]
                throw .at(token.column, "expected \(Self.list(names)), found \(Self.quote(token))" + Self.suggestion(for: token.text, among: names))
            }
            _ = try next(expecting: "a refund reason")
            reason = named
        }
        guard take(Vocabulary.consumed) else { return .refund(reference, reason) }
        let expected = "a consumption such as 0% or 100%"
        let token = try next(expecting: expected)
        let digits = token.text.hasSuffix("%") ? String(token.text.dropLast()) : ""
        guard Self.isDigits(digits), let percent = Int(digits), percent <= 100 else {
            throw .at(token.column, "expected \(expected) (the consumptionPercentage the app's server reports, 0% to 100%), found \(Self.quote(token))")
        }
        return .refund(reference, reason, consumption: percent)
    }

    /// `price-increase ID AMOUNT CURRENCY [consent-required]`: a price above zero.
    mutating func priceIncreaseCommand() throws(LineError) -> Command {
        let id = try productID(.autoRenewable)
        let column = peek?.column
        let price = try price()
        if let column, price.amount <= 0 { throw .at(column, "expected a new price above 0") }
        let consentRequired = take(Vocabulary.consentRequired)
        if let token = peek, !consentRequired {
            throw .at(token.column, "expected '\(Vocabulary.consentRequired)' or the end of the line, found \(Self.quote(token))"
                + Self.suggestion(for: token.text, among: [Vocabulary.consentRequired]))
        }
        return .priceIncrease(productID: id, price: price, consentRequired: consentRequired)
    }

    /// What follows `expect`.
    mutating func expectation() throws(LineError) -> Expectation {
        switch try choice(Vocabulary.ExpectationName.self) {
        case .access: return try accessExpectation()
        case .owned: return .owned(try productID())
        case .notOwned: return .notOwned(try productID())
        case .pending: return .pending(try productID())
        case .noPending: return .noPending
        case .transaction: return try transactionExpectation()
        case .balance: return .balance(try productID(.consumable), try number(atLeast: 0, noun: "count"))
        case .paywall: return .paywall(shown: try choice(Vocabulary.PaywallName.self) == .shown)
        case .violation: return .violation(try named("invariant", Invariant.self))
        case .noViolations: return .noViolations
        case .renewal: return try renewalExpectation()
        case .introEligible: return .introEligible(try productID(.autoRenewable), true)
        case .introIneligible: return .introEligible(try productID(.autoRenewable), false)
        case .priceIncrease: return .priceIncrease(try transaction(.autoRenewable), try choice(PriceIncreaseStatus.self))
        case .purchaseError:
            let names = PurchaseError.allNames + [Vocabulary.none]
            return try named("purchase error", hint: "a StoreKit error such as networkError, or 'none'", names: names) { name in
                name == Vocabulary.none ? .some(.purchaseError(nil)) : PurchaseError(named: name).map { .purchaseError($0) }
            }
        case .noTransaction: return .noTransaction(try productID())
        }
    }

    /// `expect access STATE`, `expect access evaluation [DAYS]`, `expect access lapsed [REASON]`.
    private mutating func accessExpectation() throws(LineError) -> Expectation {
        let names = AccessState.allNames
        let state = try named("access state", hint: "one of \(names.joined(separator: ", "))", names: names) {
            names.contains($0) ? $0 : nil
        }
        guard peek != nil else { return .access(state: state, days: nil, reason: nil) }
        switch state {
        case "evaluation":
            return .access(state: state, days: try number(atLeast: 1, noun: "number of days"), reason: nil)
        case "lapsed":
            let reasons = AccessState.lapseReasons
            let reason = try named("lapse reason", hint: "one of \(reasons.joined(separator: ", "))", names: reasons) {
                reasons.contains($0) ? $0 : nil
            }
            return .access(state: state, days: nil, reason: reason)
        default:
            return .access(state: state, days: nil, reason: nil)
        }
    }

    /// `expect transaction TX STATE` or `expect transaction TX finished|unfinished`.
    private mutating func transactionExpectation() throws(LineError) -> Expectation {
        let reference = try transaction()
        func names() -> [String] {
            TransactionState.allCases.map(\.rawValue) + Vocabulary.Finishing.allCases.map(\.rawValue)
                + Vocabulary.TransactionFact.allCases.map(\.rawValue)
        }
        let token = try next(expecting: Self.list(names()))
        if let state = TransactionState(rawValue: token.text) { return .transactionState(reference, state) }
        if let fact = Vocabulary.TransactionFact(rawValue: token.text) { return try transactionFact(fact, reference) }
        if let finished = Vocabulary.Finishing(rawValue: token.text) {
            return .transactionFinished(reference, finished == .finished)
        }
        let names = names()
        throw .at(token.column, "expected \(Self.list(names)), found \(Self.quote(token))"
            + Self.suggestion(for: token.text, among: names))
    }
}
