import StoreCore

/// `expect …`: the checks a scenario makes.
extension LineReader {
    /// What follows `expect`.
    mutating func expectation() throws(LineError) -> Expectation {
        switch try choice(Vocabulary.ExpectationName.self, in: Vocabulary.expectationNames) {
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
        case .message: return try messageExpectation()
        }
    }

    /// `expect message KIND [TEXT]` or `expect message none`.
    private mutating func messageExpectation() throws(LineError) -> Expectation {
        let names = UserMessage.Kind.allCases.map(\.rawValue) + [Vocabulary.none]
        let kind: UserMessage.Kind? = try named("message kind", hint: "one of \(names.joined(separator: ", "))", names: names) {
            (name: String) -> UserMessage.Kind?? in
            if name == Vocabulary.none { return .some(nil) }
            return UserMessage.Kind(rawValue: name).map { .some($0) }
        }
        guard kind != nil, peek != nil else { return .message(kind, containing: nil) }
        return .message(kind, containing: try word("the text the message holds"))
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
        switch Vocabulary.transactionWords[token.text] {
        case .state(let state)?: return .transactionState(reference, state)
        case .fact(let fact)?: return try transactionFact(fact, reference)
        case .finishing(let finished)?: return .transactionFinished(reference, finished == .finished)
        case nil: break
        }
        let names = names()
        throw .at(token.column, "expected \(Self.list(names)), found \(Self.quote(token))"
            + Self.suggestion(for: token.text, among: names))
    }
}

/// `expect …`
enum ExpectSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case expect
    }

    static func example(_ name: Name) -> String {
        switch name {
        case .expect: return example(.access)
        }
    }

    /// The example of the expectation the line names, if it names one.
    static func example(_ name: Name, forLine words: [String]) -> String {
        guard words.count > 1, let expectation = Vocabulary.ExpectationName(rawValue: words[1]) else { return example(name) }
        return example(expectation)
    }

    /// A canonical `expect` line of each expectation (an exhaustive switch: a new one does not
    /// compile without its example); a line of it that does not parse has its error end with it.
    static func example(_ expectation: Vocabulary.ExpectationName) -> String {
        switch expectation {
        case .access: return "expect access unlocked"
        case .owned: return "expect owned com.example.pro"
        case .notOwned: return "expect not-owned com.example.pro"
        case .pending: return "expect pending com.example.pro"
        case .noPending: return "expect no-pending"
        case .transaction: return "expect transaction #1 purchased"
        case .balance: return "expect balance com.example.coins 10"
        case .paywall: return "expect paywall hidden"
        case .violation: return "expect violation unverified-granted"
        case .noViolations: return "expect no-violations"
        case .priceIncrease: return "expect price-increase #1 pending"
        case .renewal: return "expect renewal #1 auto-renew off"
        case .introEligible: return "expect intro-eligible com.example.monthly"
        case .introIneligible: return "expect intro-ineligible com.example.monthly"
        case .purchaseError: return "expect purchase-error networkError"
        case .noTransaction: return "expect no-transaction com.example.pro"
        case .message: return "expect message purchased"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        .expect(try reader.expectation())
    }

    static func format(_ command: Command) -> String? {
        guard case .expect(let expectation) = command else { return nil }
        return line(.expect, words(expectation))
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        let second = previous.count > 1 ? previous[1] : ""
        let expectation = Vocabulary.ExpectationName(rawValue: second)
        switch (Name.expect, previous.count) {
        case (.expect, 1): return .words(Vocabulary.ExpectationName.allCases.map(\.rawValue))
        case (.expect, 2):
            switch expectation {
            case .access: return .words(AccessState.allNames)
            case .violation: return .words(Invariant.allCases.map(\.rawValue))
            case .paywall: return .words(Vocabulary.PaywallName.allCases.map(\.rawValue))
            case .transaction, .renewal, .priceIncrease: return .transaction
            case .owned, .notOwned, .pending, .balance, .introEligible, .introIneligible, .noTransaction: return .product
            case .purchaseError: return .words(PurchaseError.allNames + [Vocabulary.none])
            case .message: return .words(UserMessage.Kind.allCases.map(\.rawValue) + [Vocabulary.none])
            case .noPending, .noViolations, nil: return nil
            }
        case (.expect, 3) where expectation == .renewal: return .words(Vocabulary.RenewalFact.allCases.map(\.rawValue))
        case (.expect, 3) where expectation == .access && previous[2] == "lapsed": return .words(AccessState.lapseReasons)
        case (.expect, 3) where expectation == .priceIncrease: return .words(PriceIncreaseStatus.allCases.map(\.rawValue))
        case (.expect, 4) where expectation == .renewal && previous[3] == Vocabulary.RenewalFact.priceIncrease.rawValue:
            return .words(PriceIncreaseStatus.allCases.map(\.rawValue))
        case (.expect, 4) where expectation == .transaction:
            switch Vocabulary.TransactionFact(rawValue: previous[3]) {
            case .ownership?: return .words([StoreTransaction.Ownership.purchased.rawValue, StoreTransaction.Ownership.familyShared.rawValue])
            case .revocation?: return .words(RevocationReason.allCases.map(\.rawValue) + [Vocabulary.none])
            case .environment?: return .words(StoreEnvironment.allCases.map(\.rawValue))
            default: return nil
            }
        case (.expect, 3) where expectation == .transaction:
            return .words(TransactionState.allCases.map(\.rawValue) + Vocabulary.Finishing.allCases.map(\.rawValue)
                + Vocabulary.TransactionFact.allCases.map(\.rawValue))
        default: return nil
        }
    }

    static func words(_ expectation: Expectation) -> String {
        typealias Name = Vocabulary.ExpectationName
        switch expectation {
        case .access(let state, let days, let reason):
            return ([Name.access.rawValue, state] + [days.map(String.init), reason.map(quoted)].compactMap { $0 })
                .joined(separator: " ")
        case .owned(let id): return "\(Name.owned.rawValue) \(quoted(id))"
        case .notOwned(let id): return "\(Name.notOwned.rawValue) \(quoted(id))"
        case .pending(let id): return "\(Name.pending.rawValue) \(quoted(id))"
        case .noPending: return Name.noPending.rawValue
        case .transactionState(let reference, let state):
            return "\(Name.transaction.rawValue) \(transaction(reference)) \(state.rawValue)"
        case .transactionFinished(let reference, let finished):
            let word = finished ? Vocabulary.Finishing.finished : .unfinished
            return "\(Name.transaction.rawValue) \(transaction(reference)) \(word.rawValue)"
        case .balance(let id, let units): return "\(Name.balance.rawValue) \(quoted(id)) \(units)"
        case .paywall(let shown):
            return "\(Name.paywall.rawValue) \((shown ? Vocabulary.PaywallName.shown : .hidden).rawValue)"
        case .violation(let invariant): return "\(Name.violation.rawValue) \(invariant.rawValue)"
        case .noViolations: return Name.noViolations.rawValue
        case .transactionOffer(let reference, let type, let id):
            let offer = type.map { [$0.rawValue] + (id.map { [quoted($0)] } ?? []) } ?? [Vocabulary.none]
            return ([Name.transaction.rawValue, transaction(reference), Vocabulary.TransactionFact.offer.rawValue] + offer).joined(separator: " ")
        case .transactionUpgraded(let reference):
            return "\(Name.transaction.rawValue) \(transaction(reference)) \(Vocabulary.TransactionFact.upgraded.rawValue)"
        case .transactionExpires(let reference, let date):
            return "\(Name.transaction.rawValue) \(transaction(reference)) \(Vocabulary.TransactionFact.expires.rawValue) \(InstantFormat.iso(date))"
        case .renewal(let reference, let check):
            return ([Name.renewal.rawValue, transaction(reference)] + check.words.map(quoted)).joined(separator: " ")
        case .introEligible(let id, let eligible):
            return "\((eligible ? Name.introEligible : .introIneligible).rawValue) \(quoted(id))"
        case .priceIncrease(let reference, let status):
            return "\(Name.priceIncrease.rawValue) \(transaction(reference)) \(status.rawValue)"
        case .transactionField(let reference, let field):
            return ([Name.transaction.rawValue, transaction(reference)] + field.words).joined(separator: " ")
        case .purchaseError(let error):
            return "\(Name.purchaseError.rawValue) \(error?.name ?? Vocabulary.none)"
        case .noTransaction(let id):
            return "\(Name.noTransaction.rawValue) \(quoted(id))"
        case .message(let kind, let text):
            return ([Name.message.rawValue, kind?.rawValue ?? Vocabulary.none] + (text.map { [quoted($0)] } ?? [])).joined(separator: " ")
        case .transactionAppAccountToken(let reference, let token):
            return "\(Name.transaction.rawValue) \(transaction(reference)) \(Vocabulary.TransactionFact.appAccountToken.rawValue) \(token?.uuidString ?? Vocabulary.none)"
        }
    }

}
