import Foundation
import StoreCore

/// Subscription offers: defining them, buying with one, redeeming a code, and what is
/// expected of a subscription's offer and renewal info.
extension LineReader {
    /// `offer ID introductory|promotional OFFER-ID|code OFFER-ID|win-back OFFER-ID
    /// free-trial|pay-as-you-go|pay-up-front PERIOD` then, in any order, `periods N` and
    /// `price AMOUNT CURRENCY` (required for a paid offer, refused for a free trial), and for an
    /// offer code `for new|existing|expired…` (the customers it is for; all by default).
    mutating func offerCommand() throws(LineError) -> Command {
        let productToken = peek
        let productID = try productID(.autoRenewable)
        let kind = try choice(SubscriptionOffer.Kind.self)
        let id = kind == .introductory ? nil : try word("an offer id")
        let modeToken = peek
        let mode = try choice(SubscriptionOffer.PaymentMode.self)
        let period = try subscriptionPeriod()
        var count = 1
        var price: Price? = nil
        var given: Set<Vocabulary.OfferOption> = []
        var customers: Set<SubscriptionOffer.Customer>? = nil
        while let token = peek {
            let option = try choice(Vocabulary.OfferOption.self)
            guard given.insert(option).inserted else { throw .at(token.column, "'\(option.rawValue)' is given twice") }
            switch option {
            case .periods: count = try number(atLeast: 1, noun: "number of periods")
            case .price:
                guard mode != .freeTrial else { throw .at(token.column, "a free trial has no price; use pay-as-you-go or pay-up-front") }
                let amountToken = peek
                let amount = try self.price()
                guard amount.amount > 0 else {
                    throw .at(amountToken?.column ?? token.column, "expected a price above 0 for a paid offer, found '\(amount.amount)'; use free-trial for a free offer")
                }
                price = amount
            case .for:
                guard kind == .code else {
                    throw .at(token.column, "'for' names the customers an offer code is for; \(kind.rawValue) offers have fixed eligibility")
                }
                var chosen: Set<SubscriptionOffer.Customer> = []
                repeat {
                    let column = peek?.column ?? token.column
                    let customer = try choice(SubscriptionOffer.Customer.self)
                    guard chosen.insert(customer).inserted else { throw .at(column, "'\(customer.rawValue)' is given twice") }
                } while peek.map { SubscriptionOffer.Customer(rawValue: $0.text) != nil } == true
                customers = chosen
            }
        }
        if mode != .freeTrial, price == nil {
            throw .at(modeToken?.column ?? 1, "a \(mode.rawValue) offer needs 'price AMOUNT CURRENCY'")
        }
        let offer = SubscriptionOffer(kind: kind, id: id, paymentMode: mode, period: period, periodCount: count, price: price,
                                      customers: customers)
        if let problem = context.catalogue.problem(addingOffer: offer, to: productID) {
            throw .at(productToken?.column ?? 1, problem.description)
        }
        return .offer(productID: productID, offer)
    }

    /// After `buy ID offer`: `OFFER-ID [signature valid|invalid|missing]`, a promotional offer
    /// (the signature is required) or a win-back offer (it takes none).
    mutating func purchaseOffer(of productID: String) throws(LineError) -> PurchaseOffer {
        let token = try wordToken("an offer id")
        let product = context.catalogue[productID]
        let offers = product?.offers ?? []
        guard let offer = offers.first(where: { $0.id == token.text && ($0.kind == .promotional || $0.kind == .winBack) }) else {
            if let other = offers.first(where: { $0.id == token.text }) {
                throw .at(token.column, "'\(token.text)' is \(productID)'s \(other.kind.rawValue) offer; \(other.kind == .code ? "redeem it with 'redeem-code \(productID) \(token.text)'" : "only promotional and win-back offers are bought with 'offer'")")
            }
            let names = offers.filter { $0.kind == .promotional || $0.kind == .winBack }.compactMap(\.id)
            let hint = names.isEmpty ? "; \(productID) has no promotional or win-back offers" : Self.suggestion(for: token.text, among: names)
            throw .at(token.column, "unknown offer \(Self.quote(token)) of \(productID)\(hint.isEmpty ? "; expected one of \(Self.list(names))" : hint)")
        }
        let signatureToken = peek
        let signed = take(Vocabulary.signature)
        switch offer.kind {
        case .promotional:
            guard signed else {
                throw .at(signatureToken?.column ?? token.column + token.text.unicodeScalars.count + 1,
                          "a promotional offer is bought with the app server's signature: expected 'signature valid', 'signature invalid' or 'signature missing'")
            }
            return .promotional(offerID: token.text, signature: try choice(OfferSignature.self))
        default:
            if signed, let signatureToken {
                throw .at(signatureToken.column, "'\(token.text)' is a win-back offer, which takes no signature")
            }
            return .winBack(offerID: token.text)
        }
    }

    /// `redeem-code ID OFFER-ID [CODE]`: CODE is a one-time use code.
    mutating func redeemCodeCommand() throws(LineError) -> Command {
        let productID = try productID(.autoRenewable)
        let token = try wordToken("an offer code's reference name")
        let codes = context.catalogue[productID]?.offers.filter { $0.kind == .code }.compactMap(\.id) ?? []
        guard codes.contains(token.text) else {
            let hint = codes.isEmpty ? "; \(productID) has no offer codes" : Self.suggestion(for: token.text, among: codes)
            throw .at(token.column, "unknown offer code \(Self.quote(token)) of \(productID)\(hint.isEmpty ? "; expected one of \(Self.list(codes))" : hint)")
        }
        let code = peek == nil ? nil : try word("a one-time code")
        return .redeemCode(productID: productID, offerID: token.text, code: code)
    }

    /// After `expect transaction TX`: `offer TYPE [ID]|none`, `upgraded`, `expires INSTANT`.
    mutating func transactionFact(_ fact: Vocabulary.TransactionFact, _ reference: TransactionReference) throws(LineError) -> Expectation {
        switch fact {
        case .offer:
            let (type, id) = try offerWords()
            return .transactionOffer(reference, type: type, id: id)
        case .upgraded:
            return .transactionUpgraded(reference)
        case .expires:
            return .transactionExpires(reference, try instant())
        case .price:
            return .transactionField(reference, .price(try expectedPrice()))
        case .ownership:
            return .transactionField(reference, .ownership(try named("ownership type", StoreTransaction.Ownership.self)))
        case .revocation:
            let names = RevocationReason.allCases.map(\.rawValue) + [Vocabulary.none]
            let reason = try named("revocation reason", hint: "one of \(names.joined(separator: ", "))", names: names) { name in
                name == Vocabulary.none ? .some(RevocationReason?.none) : RevocationReason(rawValue: name).map { .some($0) }
            }
            return .transactionField(reference, .revocation(reason))
        case .environment:
            return .transactionField(reference, .environment(try named("environment", StoreEnvironment.self)))
        case .appAccountToken:
            return try appAccountTokenExpectation(reference)
        }
    }

    /// `AMOUNT [CURRENCY]` after `price` in an expectation.
    mutating func expectedPrice() throws(LineError) -> ExpectedPrice {
        let expectedAmount = "a price such as 0.99 or 29"
        let amount = try next(expecting: expectedAmount)
        guard let decimal = Price(amount: amount.text, currencyCode: "")?.amount else {
            throw .at(amount.column, "expected \(expectedAmount), found \(Self.quote(amount))")
        }
        guard let currency = peek else { return ExpectedPrice(amount: decimal, currencyCode: nil) }
        guard Self.isCurrencyCode(currency.text) else {
            throw .at(currency.column, "expected a three-letter currency code such as USD or EUR, or the end of the line, found \(Self.quote(currency))")
        }
        _ = try next(expecting: "a currency")
        return ExpectedPrice(amount: decimal, currencyCode: currency.text)
    }

    /// `expect renewal TX …`
    mutating func renewalExpectation() throws(LineError) -> Expectation {
        let reference = try transaction(.autoRenewable)
        let check: RenewalCheck
        switch try choice(Vocabulary.RenewalFact.self) {
        case .autoRenew: check = .autoRenew(try onOff())
        case .renewsTo: check = .renewsTo(try productID(.autoRenewable))
        case .expirationReason:
            let reasons = RenewalCheck.expirationReasons + [Vocabulary.none]
            let reason = try named("expiration reason", hint: "one of \(reasons.joined(separator: ", "))", names: reasons) {
                reasons.contains($0) ? $0 : nil
            }
            check = .expirationReason(reason == Vocabulary.none ? nil : reason)
        case .graceEnds: check = .graceEnds(try instant())
        case .renewsAt: check = .renewsAt(try instant())
        case .winBack:
            let known = context.catalogue.products.flatMap(\.offers).filter { $0.kind == .winBack }.compactMap(\.id)
            if take(Vocabulary.none) {
                check = .winBack([])
            } else {
                var ids: [String] = []
                repeat {
                    let token = try wordToken("a win-back offer id or 'none'")
                    guard known.contains(token.text) else {
                        throw .at(token.column, "unknown win-back offer \(Self.quote(token))\(Self.suggestion(for: token.text, among: known))")
                    }
                    ids.append(token.text)
                } while peek != nil
                check = .winBack(ids)
            }
        case .offer:
            let (type, id) = try offerWords()
            check = .offer(type, id)
        case .priceIncrease: check = .priceIncrease(try choice(PriceIncreaseStatus.self))
        case .price: check = .price(try expectedPrice())
        }
        return .renewal(reference, check)
    }

    /// `TYPE [ID]` or `none`.
    private mutating func offerWords() throws(LineError) -> (SubscriptionOffer.Kind?, String?) {
        if take(Vocabulary.none) { return (nil, nil) }
        let type = try choice(SubscriptionOffer.Kind.self)
        guard peek != nil, type != .introductory else { return (type, nil) }
        let token = try wordToken("an offer id")
        let known = context.catalogue.products.flatMap(\.offers).filter { $0.kind == type }.compactMap(\.id)
        guard known.contains(token.text) else {
            throw .at(token.column, "unknown \(type.rawValue) offer \(Self.quote(token))\(Self.suggestion(for: token.text, among: known))")
        }
        return (type, token.text)
    }

    /// An instant such as `2026-01-15T09:00:00Z`.
    mutating func instant() throws(LineError) -> Date {
        let expected = "an instant such as 2026-01-01T09:00:00Z"
        let token = try next(expecting: expected)
        guard let date = InstantFormat.parse(token.text) else {
            throw .at(token.column, "expected \(expected), found \(Self.quote(token))")
        }
        return date
    }
}

/// `offer ID KIND …` (its redemption, `redeem-code`, is a purchase's).
enum OfferSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case offer
    }

    static func example(_ name: Name) -> String {
        switch name {
        case .offer: return "offer com.example.monthly introductory free-trial P1W"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        try reader.offerCommand()
    }

    static func format(_ command: Command) -> String? {
        switch command {
        case .offer(let productID, let offer):
            var words = [quoted(productID), offer.kind.rawValue]
            if let id = offer.id { words.append(quoted(id)) }
            words += [offer.paymentMode.rawValue, offer.period.description]
            if offer.periodCount != 1 { words += [Vocabulary.OfferOption.periods.rawValue, String(offer.periodCount)] }
            if let price = offer.price {
                words += [Vocabulary.OfferOption.price.rawValue, PriceFormatters.text(of: price.amount), price.currencyCode]
            }
            if offer.kind == .code, offer.customers != Set(SubscriptionOffer.Customer.allCases) {
                words.append(Vocabulary.OfferOption.for.rawValue)
                words += SubscriptionOffer.Customer.allCases.filter(offer.customers.contains).map(\.rawValue)
            }
            return line(.offer, words.joined(separator: " "))
        default:
            return nil
        }
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        switch previous.count {
        case 1: return .product
        case 2: return .words(SubscriptionOffer.Kind.allCases.map(\.rawValue))
        default: return nil
        }
    }
}
