import StoreCore

/// Spells a command as a scenario line, exactly as `CommandParser` reads it, so that a session
/// can be written back as a scenario: `CommandParser.parse(line: format(c))` gives `c` again for
/// every command the parser produces. Options left at their defaults are not written.
package enum CommandFormatter {
    package static func format(_ command: Command) -> String {
        switch command {
        case .product(let product):
            return productLine(product)
        case .storekit(let path, _):
            return line(.storekit, quoted(path))
        case .evaluation(let policy):
            return evaluationLine(policy)
        case .trial(let id, let target, let lasting):
            return line(.trial, id, Vocabulary.of, target, Vocabulary.lasting, lasting.description)
        case .nonRenewingLength(let id, let lasting):
            return line(.nonrenewing, id, Vocabulary.lasting, lasting.description)
        case .clock(let date):
            return line(.clock, InstantFormat.iso(date))
        case .client(.reference):
            return line(.client, Vocabulary.ClientKind.reference.rawValue)
        case .client(.fault(let fault)):
            return line(.client, Vocabulary.ClientKind.fault.rawValue, fault.rawValue)
        case .client(.registered(let name)):
            return line(.client, name)
        case .quirk(let quirk, let on):
            return line(.quirk, quirk.rawValue, onOff(on))
        case .device(let name):
            return line(.device, quoted(name))
        case .account(let name):
            return line(.account, quoted(name))
        case .timeZone(let name):
            return line(.timezone, quoted(name))
        case .fail(let api, nil):
            return line(.fail, api.rawValue, Vocabulary.Switch.off.rawValue)
        case .fail(.entitlements, .userCancelled):
            return line(.fail, StoreAPI.entitlements.rawValue)
        case .fail(let api, let error?):
            return line(.fail, api.rawValue, error.rawValue)
        case .offer(let productID, let offer):
            return offerLine(productID, offer)
        case .buyWithOffer(let id, let offer, let outcome):
            var words = [quoted(id), Vocabulary.offer, quoted(offer.offerID)]
            if case .promotional(_, let signature) = offer { words += [Vocabulary.signature, signature.rawValue] }
            return line(.buy, (words + outcomeWords(outcome)).joined(separator: " "))
        case .redeemCode(let id, let offerID, let code):
            return line(.redeemCode, ([quoted(id), quoted(offerID)] + (code.map { [quoted($0)] } ?? [])).joined(separator: " "))
        case .launch: return line(.launch)
        case .quit: return line(.quit)
        case .relaunch: return line(.relaunch)
        case .reinstall: return line(.reinstall)
        case .useFeature: return line(.useFeature)
        case .online: return line(.online)
        case .offline: return line(.offline)
        case .products(let outcome):
            return line(.products, outcome.rawValue)
        case .restore:
            return line(.restore)
        case .refresh(let cancelled):
            return cancelled ? line(.refresh, Vocabulary.cancelled) : line(.refresh)
        case .consume(let id, let units):
            return line(.consume, quoted(id), String(units))
        case .buy(let id, let outcome):
            return buyLine(id, outcome)
        case .buyElsewhere(let id):
            return line(.buyElsewhere, quoted(id))
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
        case .familyShare(let id): return line(.familyShare, quoted(id))
        case .familyStop(let id): return line(.familyStop, quoted(id))
        case .autoRenew(let reference, let on): return line(.autoRenew, transaction(reference), onOff(on))
        case .priceIncrease(let id, let price, let consentRequired):
            let consent = consentRequired ? [Vocabulary.consentRequired] : []
            return ([Vocabulary.CommandName.priceIncrease.rawValue, quoted(id), "\(price.amount)", price.currencyCode] + consent)
                .joined(separator: " ")
        case .priceConsent(let reference, let agree):
            return line(.priceConsent, transaction(reference), (agree ? Vocabulary.ConsentAnswer.agree : .decline).rawValue)
        case .advance(let span):
            return line(.advance, span.description)
        case .deviceClock(let span):
            return line(.deviceClock, span.seconds < 0 ? span.description : "+\(span)")
        case .storefront, .appTransaction, .sheet, .promote, .tap:
            return storeSideLine(command)
        case .expect(let expectation):
            return line(.expect, expectationWords(expectation))
        }
    }

    // MARK: Commands with options

    private static func productLine(_ product: StoreProduct) -> String {
        var words = [quoted(product.id)]
        switch product.kind {
        case .unlock:
            words.append(Vocabulary.ProductKindName.unlock.rawValue)
        case .consumable:
            words.append(Vocabulary.ProductKindName.consumable.rawValue)
        case .nonRenewing(let span):
            words += [Vocabulary.ProductKindName.nonrenewing.rawValue, span.description]
        case .subscription(let group, let period, let level):
            words += [Vocabulary.ProductKindName.subscription.rawValue, quoted(group), period.description]
            if level != 1 { words += [Vocabulary.level, String(level)] }
        case .trial(let target, let lasting):
            // Not a `product` kind in scenarios: the `trial` line defines the same product.
            return format(.trial(id: product.id, of: target, lasting: lasting))
        }
        if let price = product.price {
            words += [Vocabulary.ProductOption.price.rawValue, "\(price.amount)", price.currencyCode]
        }
        if let name = product.displayName { words += [Vocabulary.ProductOption.name.rawValue, quoted(name)] }
        if product.familyShareable { words.append(Vocabulary.ProductOption.familyShareable.rawValue) }
        if product.external { words.append(Vocabulary.ProductOption.external.rawValue) }
        return line(.product, words.joined(separator: " "))
    }

    private static func offerLine(_ productID: String, _ offer: SubscriptionOffer) -> String {
        var words = [quoted(productID), offer.kind.rawValue]
        if let id = offer.id { words.append(quoted(id)) }
        words += [offer.paymentMode.rawValue, offer.period.description]
        if offer.periodCount != 1 { words += [Vocabulary.OfferOption.periods.rawValue, String(offer.periodCount)] }
        if let price = offer.price {
            words += [Vocabulary.OfferOption.price.rawValue, "\(price.amount)", price.currencyCode]
        }
        if offer.kind == .code, offer.customers != Set(SubscriptionOffer.Customer.allCases) {
            words.append(Vocabulary.OfferOption.for.rawValue)
            words += SubscriptionOffer.Customer.allCases.filter(offer.customers.contains).map(\.rawValue)
        }
        return line(.offer, words.joined(separator: " "))
    }

    private static func evaluationLine(_ policy: EvaluationPolicy) -> String {
        let defaults = EvaluationPolicy(unlockProductID: policy.unlockProductID)
        var words = [policy.length.description, Vocabulary.unlocks, quoted(policy.unlockProductID)]
        if policy.start != defaults.start { words += [Vocabulary.EvaluationOption.start.rawValue, policy.start.rawValue] }
        if policy.count != defaults.count { words += [Vocabulary.EvaluationOption.count.rawValue, policy.count.rawValue] }
        if policy.storage != defaults.storage {
            words += [Vocabulary.EvaluationOption.storage.rawValue, policy.storage.rawValue]
        }
        return line(.evaluation, words.joined(separator: " "))
    }

    private static func buyLine(_ id: String, _ outcome: PurchaseOutcome) -> String {
        line(.buy, ([quoted(id)] + outcomeWords(outcome)).joined(separator: " "))
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

    private static func expectationWords(_ expectation: Expectation) -> String {
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
        case .transactionAppAccountToken(let reference, let token):
            return "\(Name.transaction.rawValue) \(transaction(reference)) \(Vocabulary.TransactionFact.appAccountToken.rawValue) \(token?.uuidString ?? Vocabulary.none)"
        }
    }

    // MARK: Words

    static func line(_ name: Vocabulary.CommandName, _ words: String...) -> String {
        ([name.rawValue] + words).joined(separator: " ")
    }

    private static func onOff(_ on: Bool) -> String {
        (on ? Vocabulary.Switch.on : .off).rawValue
    }

    /// A transaction as written: `#3`, `last` or a product id.
    private static func transaction(_ reference: TransactionReference) -> String {
        switch reference {
        case .id, .last: return reference.description
        case .product(let id): return quoted(id)
        }
    }

    /// `value` as one word: in quotes, with `"` and `\` escaped, when it is empty, holds a space,
    /// tab, quote or backslash, or starts with `#`.
    static func quoted(_ value: String) -> String {
        let plain = !value.isEmpty && !value.hasPrefix("#")
            && !value.unicodeScalars.contains { " \t\"\\".unicodeScalars.contains($0) }
        guard !plain else { return value }
        let escaped = value.unicodeScalars.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
        return "\"\(escaped)\""
    }
}
