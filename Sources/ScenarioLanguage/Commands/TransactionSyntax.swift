import StoreCore

/// The transaction manager: `approve`, `decline`, `refund`, `revoke`, `expire`, `renew`,
/// `billing-issue`, `resolve`, `delete`, `family-stop`, `auto-renew`, `price-consent`.
enum TransactionSyntax: CommandSyntax {
    static let names: [Vocabulary.CommandName] = [.approve, .decline, .refund, .revoke, .expire, .renew, .billingIssue, .resolve,
                                                  .delete, .familyStop, .autoRenew, .priceConsent]

    static func parse(_ name: Vocabulary.CommandName, _ reader: inout LineReader) throws(LineError) -> Command {
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
        case .familyStop: return .familyStop(productID: try reader.productID())
        case .autoRenew: return .autoRenew(try reader.transaction(.autoRenewable), on: try reader.onOff())
        default:
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
            return ([Vocabulary.CommandName.refund.rawValue] + words).joined(separator: " ")
        case .revoke(let reference): return line(.revoke, transaction(reference))
        case .expire(let reference): return line(.expire, transaction(reference))
        case .renew(let reference): return line(.renew, transaction(reference))
        case .billingIssue(let reference, nil): return line(.billingIssue, transaction(reference))
        case .billingIssue(let reference, let grace?):
            return line(.billingIssue, transaction(reference), Vocabulary.grace, grace.description)
        case .resolve(let reference): return line(.resolve, transaction(reference))
        case .delete(let reference): return line(.delete, transaction(reference))
        case .familyStop(let id): return line(.familyStop, quoted(id))
        case .autoRenew(let reference, let on): return line(.autoRenew, transaction(reference), onOff(on))
        case .priceConsent(let reference, let agree):
            return line(.priceConsent, transaction(reference), (agree ? Vocabulary.ConsentAnswer.agree : .decline).rawValue)
        default: return nil
        }
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        let name = Vocabulary.CommandName(rawValue: previous[0])
        switch (name, previous.count) {
        case (.familyStop, 1): return .product
        case (_, 1): return .transaction
        case (.autoRenew, 2): return .words(Vocabulary.Switch.allCases.map(\.rawValue))
        case (.priceConsent, 2): return .words(Vocabulary.ConsentAnswer.allCases.map(\.rawValue))
        case (.refund, 2): return .words(RefundReason.allCases.map(\.rawValue) + [Vocabulary.consumed])
        case (.refund, 3) where previous[2] != Vocabulary.consumed: return .words([Vocabulary.consumed])
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
}
