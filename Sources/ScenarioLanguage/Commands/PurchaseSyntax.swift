import StoreCore

/// Purchases: `buy ID [offer OFFER-ID …] [OUTCOME]`, `buy-elsewhere ID`, `family-share ID`,
/// and the developer's `price-increase ID AMOUNT CURRENCY [consent-required]`.
enum PurchaseSyntax: CommandSyntax {
    static let names: [Vocabulary.CommandName] = [.buy, .buyElsewhere, .familyShare, .priceIncrease]

    static func parse(_ name: Vocabulary.CommandName, _ reader: inout LineReader) throws(LineError) -> Command {
        switch name {
        case .buy: return try reader.buyCommand()
        case .buyElsewhere: return .buyElsewhere(productID: try reader.productID())
        case .familyShare: return .familyShare(productID: try reader.productID())
        default: return try reader.priceIncreaseCommand()
        }
    }

    static func format(_ command: Command) -> String? {
        switch command {
        case .buy(let id, let outcome):
            return line(.buy, ([quoted(id)] + outcomeWords(outcome)).joined(separator: " "))
        case .buyWithOffer(let id, let offer, let outcome):
            var words = [quoted(id), Vocabulary.offer, quoted(offer.offerID)]
            if case .promotional(_, let signature) = offer { words += [Vocabulary.signature, signature.rawValue] }
            return line(.buy, (words + outcomeWords(outcome)).joined(separator: " "))
        case .buyElsewhere(let id):
            return line(.buyElsewhere, quoted(id))
        case .familyShare(let id):
            return line(.familyShare, quoted(id))
        case .priceIncrease(let id, let price, let consentRequired):
            let consent = consentRequired ? [Vocabulary.consentRequired] : []
            return ([Vocabulary.CommandName.priceIncrease.rawValue, quoted(id), "\(price.amount)", price.currencyCode] + consent)
                .joined(separator: " ")
        default:
            return nil
        }
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        let name = Vocabulary.CommandName(rawValue: previous[0])
        switch (name, previous.count) {
        case (_, 1): return .product
        case (.buy, 4) where previous[2] == Vocabulary.offer: return .words([Vocabulary.signature] + Vocabulary.PurchaseOutcomeName.allCases.map(\.rawValue))
        case (.buy, 5) where previous[2] == Vocabulary.offer && previous[4] == Vocabulary.signature:
            return .words(OfferSignature.allCases.map(\.rawValue))
        case (.priceIncrease, 4): return .words([Vocabulary.consentRequired])
        case (.buy, 2): return .words(Vocabulary.PurchaseOutcomeName.allCases.map(\.rawValue))
        case (.buy, 3) where previous[2] == Vocabulary.PurchaseOutcomeName.fail.rawValue: return .words(StoreError.allNames)
        default: return nil
        }
    }

    /// The words after `buy ID` (and its offer) that ask for an outcome; none for a success.
    private static func outcomeWords(_ outcome: PurchaseOutcome) -> [String] {
        typealias Outcome = Vocabulary.PurchaseOutcomeName
        switch outcome {
        case .success: return []
        case .askToBuy: return [Outcome.askToBuy.rawValue]
        case .cancel: return [Outcome.cancel.rawValue]
        case .fail(let error): return [Outcome.fail.rawValue, error.rawValue]
        case .unverified: return [Outcome.unverified.rawValue]
        case .interrupted: return [Outcome.interrupted.rawValue]
        }
    }
}

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
}
