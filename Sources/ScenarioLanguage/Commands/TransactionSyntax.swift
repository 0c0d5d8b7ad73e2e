import StoreCore

/// The transaction manager: `approve`, `decline`, `refund`, `revoke`, `expire`, `renew`,
/// `billing-issue`, `resolve`, `delete`, `family-share`, `family-stop`, `auto-renew`, the
/// developer's `price-increase ID AMOUNT CURRENCY [consent-required]` and `price-consent`.
enum TransactionSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case approve, decline, refund, revoke, expire, renew, billingIssue = "billing-issue", resolve, delete
        case familyShare = "family-share", familyStop = "family-stop", autoRenew = "auto-renew"
        case priceIncrease = "price-increase", priceConsent = "price-consent"
    }

    static func example(_ name: Name) -> String {
        switch name {
        case .approve: return "approve #1"
        case .decline: return "decline #1"
        case .refund: return "refund #1"
        case .revoke: return "revoke #1"
        case .expire: return "expire #1"
        case .renew: return "renew #1"
        case .billingIssue: return "billing-issue #1 grace 16d"
        case .resolve: return "resolve #1"
        case .delete: return "delete #1"
        case .familyShare: return "family-share com.example.pro"
        case .familyStop: return "family-stop com.example.pro"
        case .autoRenew: return "auto-renew #1 off"
        case .priceIncrease: return "price-increase com.example.monthly 5.99 USD"
        case .priceConsent: return "price-consent #1 agree"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        switch name {
        case .approve: return .approve(try reader.transaction())
        case .decline: return .decline(try reader.transaction())
        case .refund: return try reader.refundCommand()
        case .revoke: return .revoke(try reader.transaction())
        case .expire: return .expire(try reader.transaction())
        case .renew: return .renew(try reader.transaction(.autoRenewable))
        case .billingIssue:
            return .billingIssue(try reader.transaction(.autoRenewable), grace: reader.take(Vocabulary.grace) ? try reader.duration() : nil)
        case .resolve: return .resolve(try reader.transaction())
        case .delete: return .delete(try reader.transaction())
        case .familyShare: return .familyShare(productID: try reader.productID())
        case .familyStop: return .familyStop(productID: try reader.productID())
        case .autoRenew: return .autoRenew(try reader.transaction(.autoRenewable), on: try reader.onOff())
        case .priceIncrease: return try reader.priceIncreaseCommand()
        case .priceConsent:
            return .priceConsent(try reader.transaction(.autoRenewable), agree: try reader.choice(Vocabulary.ConsentAnswer.self) == .agree)
        }
    }

    static func format(_ command: Command) -> String? {
        switch command {
        case .approve(let reference): return line(.approve, transaction(reference))
        case .decline(let reference): return line(.decline, transaction(reference))
        case .refund(let reference, let reason, let consumption):
            var words = [transaction(reference)]
            if reason != .other { words.append(reason.rawValue) }
            if let consumption { words += [Vocabulary.consumed, "\(consumption)%"] }
            return ([Name.refund.rawValue] + words).joined(separator: " ")
        case .revoke(let reference): return line(.revoke, transaction(reference))
        case .expire(let reference): return line(.expire, transaction(reference))
        case .renew(let reference): return line(.renew, transaction(reference))
        case .billingIssue(let reference, nil): return line(.billingIssue, transaction(reference))
        case .billingIssue(let reference, let grace?):
            return line(.billingIssue, transaction(reference), Vocabulary.grace, grace.description)
        case .resolve(let reference): return line(.resolve, transaction(reference))
        case .delete(let reference): return line(.delete, transaction(reference))
        case .familyShare(let id): return line(.familyShare, quoted(id))
        case .familyStop(let id): return line(.familyStop, quoted(id))
        case .autoRenew(let reference, let on): return line(.autoRenew, transaction(reference), onOff(on))
        case .priceIncrease(let id, let price, let consentRequired):
            let consent = consentRequired ? [Vocabulary.consentRequired] : []
            return ([Name.priceIncrease.rawValue, quoted(id), PriceFormatters.text(of: price.amount), price.currencyCode] + consent)
                .joined(separator: " ")
        case .priceConsent(let reference, let agree):
            return line(.priceConsent, transaction(reference), (agree ? Vocabulary.ConsentAnswer.agree : .decline).rawValue)
        default: return nil
        }
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        let name = Name(rawValue: previous[0])
        switch (name, previous.count) {
        case (.familyShare, 1), (.familyStop, 1), (.priceIncrease, 1): return .product
        case (_, 1): return .transaction
        case (.autoRenew, 2): return .words(Vocabulary.Switch.allCases.map(\.rawValue))
        case (.priceConsent, 2): return .words(Vocabulary.ConsentAnswer.allCases.map(\.rawValue))
        case (.refund, 2): return .words(RefundReason.allCases.map(\.rawValue) + [Vocabulary.consumed])
        case (.refund, 3) where previous[2] != Vocabulary.consumed: return .words([Vocabulary.consumed])
        case (.priceIncrease, 4): return .words([Vocabulary.consentRequired])
        default: return nil
        }
    }
}

extension LineReader {
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
}
