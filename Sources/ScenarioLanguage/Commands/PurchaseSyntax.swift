import StoreCore

/// Purchases: `buy ID [offer OFFER-ID …] [OUTCOME]`, `buy-elsewhere ID`,
/// `redeem-code ID OFFER-ID [CODE]`.
enum PurchaseSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case buy, buyElsewhere = "buy-elsewhere", redeemCode = "redeem-code"
    }

    static func example(_ name: Name) -> String {
        switch name {
        case .buy: return "buy com.example.pro"
        case .buyElsewhere: return "buy-elsewhere com.example.pro"
        case .redeemCode: return "redeem-code com.example.annual FRIENDS"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        switch name {
        case .buy: return try reader.buyCommand()
        case .buyElsewhere: return .buyElsewhere(productID: try reader.productID())
        case .redeemCode: return try reader.redeemCodeCommand()
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
        case .redeemCode(let id, let offerID, let code):
            return line(.redeemCode, ([quoted(id), quoted(offerID)] + (code.map { [quoted($0)] } ?? [])).joined(separator: " "))
        default:
            return nil
        }
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        let name = Name(rawValue: previous[0])
        switch (name, previous.count) {
        case (_, 1): return .product
        case (.buy, 4) where previous[2] == Vocabulary.offer: return .words([Vocabulary.signature] + Vocabulary.PurchaseOutcomeName.allCases.map(\.rawValue))
        case (.buy, 5) where previous[2] == Vocabulary.offer && previous[4] == Vocabulary.signature:
            return .words(OfferSignature.allCases.map(\.rawValue))
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
}
