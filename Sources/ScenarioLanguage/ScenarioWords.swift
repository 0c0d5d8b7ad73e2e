import StoreCore

/// The fixed words of the scenario language, for the `:` prompt's Tab completion.
package enum ScenarioWords {
    /// Every command name, in the order the language lists them.
    package static let commandNames: [String] = Vocabulary.CommandName.allCases.map(\.rawValue)

    /// Every word that may follow a command name, other than names the user defines
    /// (products, devices, accounts), numbers and durations. Sorted, without repeats.
    package static let argumentWords: [String] = {
        var words: [String] = []
        words += Vocabulary.ProductKindName.allCases.map(\.rawValue)
        words += Vocabulary.ProductOption.allCases.map(\.rawValue)
        words += Vocabulary.EvaluationOption.allCases.map(\.rawValue)
        words += EvaluationPolicy.Start.allCases.map(\.rawValue)
        words += EvaluationPolicy.Count.allCases.map(\.rawValue)
        words += EvaluationPolicy.Storage.allCases.map(\.rawValue)
        words += Vocabulary.ClientKind.allCases.map(\.rawValue)
        words += ClientFault.allCases.map(\.rawValue)
        words += Quirk.allCases.map(\.rawValue)
        words += Vocabulary.PurchaseOutcomeName.allCases.map(\.rawValue)
        words += StoreError.allCases.map(\.rawValue)
        words += StoreAPI.allCases.map(\.rawValue)
        words += ProductsOutcome.allCases.map(\.rawValue)
        words += RefundReason.allCases.map(\.rawValue)
        words += Vocabulary.ExpectationName.allCases.map(\.rawValue)
        words += AccessState.allNames
        words += TransactionState.allCases.map(\.rawValue)
        words += Invariant.allCases.map(\.rawValue)
        words += Vocabulary.PaywallName.allCases.map(\.rawValue)
        words += Vocabulary.Switch.allCases.map(\.rawValue)
        words += Vocabulary.Finishing.allCases.map(\.rawValue)
        words += SubscriptionOffer.Kind.allCases.map(\.rawValue)
        words += SubscriptionOffer.PaymentMode.allCases.map(\.rawValue)
        words += OfferSignature.allCases.map(\.rawValue)
        words += Vocabulary.OfferOption.allCases.map(\.rawValue)
        words += Vocabulary.TransactionFact.allCases.map(\.rawValue)
        words += Vocabulary.RenewalFact.allCases.map(\.rawValue)
        words += RenewalCheck.expirationReasons
        words += [Vocabulary.offer, Vocabulary.signature, Vocabulary.none]
        words += Vocabulary.ConsentAnswer.allCases.map(\.rawValue)
        words += PriceIncreaseStatus.allCases.map(\.rawValue)
        words += [Vocabulary.last, Vocabulary.level, Vocabulary.grace, Vocabulary.cancelled, Vocabulary.unlocks,
                  Vocabulary.of, Vocabulary.lasting, Vocabulary.consentRequired]
        return Array(Set(words)).sorted()
    }()

    /// What may come next on a line: a few fixed words, a product id, or a transaction.
    package enum NextWord: Hashable, Sendable {
        case words([String])
        case product
        case transaction
    }

    /// What may come next on a line that so far holds `previous` (its words before the one
    /// being typed), where the language says; nil where anything may come.
    package static func next(after previous: [String]) -> NextWord? {
        guard let first = previous.first, let command = Vocabulary.CommandName(rawValue: first) else { return nil }
        let second = previous.count > 1 ? previous[1] : ""
        let expectation = Vocabulary.ExpectationName(rawValue: second)
        switch (command, previous.count) {
        case (.approve, 1), (.decline, 1), (.refund, 1), (.revoke, 1), (.expire, 1), (.renew, 1), (.billingIssue, 1),
             (.resolve, 1), (.delete, 1), (.autoRenew, 1), (.priceConsent, 1):
            return .transaction
        case (.buy, 1), (.buyElsewhere, 1), (.consume, 1), (.familyShare, 1), (.familyStop, 1), (.offer, 1), (.redeemCode, 1),
             (.nonrenewing, 1), (.priceIncrease, 1):
            return .product
        case (.offer, 2): return .words(SubscriptionOffer.Kind.allCases.map(\.rawValue))
        case (.buy, 4) where previous[2] == Vocabulary.offer: return .words([Vocabulary.signature] + Vocabulary.PurchaseOutcomeName.allCases.map(\.rawValue))
        case (.buy, 5) where previous[2] == Vocabulary.offer && previous[4] == Vocabulary.signature:
            return .words(OfferSignature.allCases.map(\.rawValue))
        case (.client, 1): return .words(Vocabulary.ClientKind.allCases.map(\.rawValue))
        case (.client, 2) where second == Vocabulary.ClientKind.fault.rawValue: return .words(ClientFault.allCases.map(\.rawValue))
        case (.quirk, 1): return .words(Quirk.allCases.map(\.rawValue))
        case (.quirk, 2), (.autoRenew, 2): return .words(Vocabulary.Switch.allCases.map(\.rawValue))
        case (.priceConsent, 2): return .words(Vocabulary.ConsentAnswer.allCases.map(\.rawValue))
        case (.priceIncrease, 4): return .words([Vocabulary.consentRequired])
        case (.fail, 1): return .words(StoreAPI.allCases.map(\.rawValue))
        case (.fail, 2): return .words(StoreError.allNames + [Vocabulary.Switch.off.rawValue])
        case (.products, 1): return .words(ProductsOutcome.allCases.map(\.rawValue))
        case (.buy, 2): return .words(Vocabulary.PurchaseOutcomeName.allCases.map(\.rawValue))
        case (.buy, 3) where previous[2] == Vocabulary.PurchaseOutcomeName.fail.rawValue: return .words(StoreError.allNames)
        case (.refund, 2): return .words(RefundReason.allCases.map(\.rawValue) + [Vocabulary.consumed])
        case (.refund, 3) where previous[2] != Vocabulary.consumed: return .words([Vocabulary.consumed])
        case (.expect, 1): return .words(Vocabulary.ExpectationName.allCases.map(\.rawValue))
        case (.expect, 2):
            switch expectation {
            case .access: return .words(AccessState.allNames)
            case .violation: return .words(Invariant.allCases.map(\.rawValue))
            case .paywall: return .words(Vocabulary.PaywallName.allCases.map(\.rawValue))
            case .transaction, .renewal, .priceIncrease: return .transaction
            case .owned, .notOwned, .pending, .balance, .introEligible, .introIneligible, .noTransaction: return .product
            case .purchaseError: return .words(PurchaseError.allNames + [Vocabulary.none])
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
}
