import Foundation
import PurchasePort

/// `expect` on what the store says of a subscription: a transaction's offer, upgrade flag and
/// expiry, the renewal info, and intro-offer eligibility.
extension Engine {
    func checkSubscription(_ expectation: Expectation, naming named: StoreTransaction?) -> ExpectationFailure? {
        switch expectation {
        case .transactionOffer(_, let type, let id):
            guard let tx = named.flatMap({ store.transaction($0.id) }) else { return missing(expectation) }
            // What was expected and found are spelled out only for a failure.
            let matches = tx.offer.map { $0.type == type && (id == nil || $0.id == id) } ?? (type == nil)
            if matches { return nil }
            let expected = "transaction \(label(tx.id)) offer \(type.map { $0.rawValue + (id.map { " \($0)" } ?? "") } ?? "none")"
            return ExpectationFailure(expected: expected, found: tx.offer.map(\.description) ?? "no offer")
        case .transactionUpgraded:
            guard let tx = named.flatMap({ store.transaction($0.id) }) else { return missing(expectation) }
            return tx.isUpgraded ? nil : ExpectationFailure(expected: "transaction \(label(tx.id)) upgraded", found: "not upgraded (\(store.effectiveState(of: tx).rawValue))")
        case .transactionExpires(_, let date):
            guard let tx = named.flatMap({ store.transaction($0.id) }) else { return missing(expectation) }
            if tx.expirationDate == date { return nil }
            return ExpectationFailure(expected: "transaction \(label(tx.id)) expires \(InstantFormat.iso(date))",
                                      found: tx.expirationDate.map(InstantFormat.iso) ?? "no expiration date")
        case .renewal(_, let check):
            guard let tx = named.flatMap({ store.transaction($0.id) }), let info = store.renewalInfo(of: tx) else { return missing(expectation) }
            return checkRenewal(check, info, of: tx.id)
        case .transactionField(_, let field):
            guard let tx = named.flatMap({ store.transaction($0.id) }) else { return missing(expectation) }
            guard let found = field.mismatch(in: tx) else { return nil }
            return ExpectationFailure(expected: "transaction \(label(tx.id)) " + field.words.joined(separator: " "), found: "\(field.name) \(found)")
        case .introEligible(let id, let eligible):
            guard case .subscription(let group, _, _)? = store.catalogue.kind(of: id) else { return missing(expectation) }
            let actual = store.isEligibleForIntroOffer(account: currentDevice.account, group: group)
            let word = { (yes: Bool) in yes ? "intro-eligible" : "intro-ineligible" }
            return actual == eligible ? nil
                : ExpectationFailure(expected: "\(word(eligible)) \(id)", found: "\(word(actual)) (account '\(currentDevice.account)', group '\(group)')")
        default:
            return nil
        }
    }

    /// What was expected is spelled out only for a failure (`renewalExpected`): most
    /// expectations hold, and spelling it out for each cost about 10,000 instructions.
    private func checkRenewal(_ check: RenewalCheck, _ info: RenewalInfo, of transaction: TransactionID) -> ExpectationFailure? {
        let actual: RenewalCheck
        switch check {
        case .autoRenew: actual = .autoRenew(info.willAutoRenew)
        case .renewsTo: actual = .renewsTo(info.autoRenewPreference)
        case .expirationReason: actual = .expirationReason(info.expirationReason)
        case .graceEnds:
            guard let end = info.gracePeriodExpirationDate else { return ExpectationFailure(expected: renewalExpected(check, of: transaction), found: "not in a grace period") }
            actual = .graceEnds(end)
        case .renewsAt:
            guard let date = info.renewalDate else { return ExpectationFailure(expected: renewalExpected(check, of: transaction), found: "it does not renew") }
            actual = .renewsAt(date)
        case .winBack: actual = .winBack(info.eligibleWinBackOfferIDs)
        case .offer(_, let id):
            let offer = info.offer
            actual = .offer(offer?.type, id == nil ? nil : offer?.id)
        case .priceIncrease: actual = .priceIncrease(info.priceIncreaseStatus)
        case .price(let price):
            guard let renewal = info.renewalPrice else { return ExpectationFailure(expected: renewalExpected(check, of: transaction), found: "no renewal price (the product has no price)") }
            return price.matches(renewal) ? nil
                : ExpectationFailure(expected: renewalExpected(check, of: transaction), found: "price " + ExpectedPrice.words(of: renewal).joined(separator: " "))
        }
        return actual == check ? nil : ExpectationFailure(expected: renewalExpected(check, of: transaction), found: actual.words.joined(separator: " "))
    }

    /// `renewal of #3 (pro): auto-renew off`, for a failed renewal expectation.
    private func renewalExpected(_ check: RenewalCheck, of id: TransactionID) -> String {
        "renewal of \(label(id)): " + check.words.joined(separator: " ")
    }

    /// A failed expectation on a transaction that does not exist (or a product that went away):
    /// what was found instead.
    private func missing(_ expectation: Expectation) -> ExpectationFailure {
        switch expectation {
        case .transactionOffer(let reference, _, _), .transactionUpgraded(let reference), .transactionExpires(let reference, _),
             .renewal(let reference, _), .transactionField(let reference, _):
            return ExpectationFailure(expected: "transaction \(reference)", found: whyMissing(reference))
        case .introEligible(let id, _):
            return ExpectationFailure(expected: "intro eligibility of \(id)", found: "no auto-renewable subscription '\(id)'")
        default:
            return ExpectationFailure(expected: "a transaction", found: "none")
        }
    }
}
