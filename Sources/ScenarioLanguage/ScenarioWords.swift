import StoreCore

/// The fixed words of the scenario language, for the `:` prompt's Tab completion.
package enum ScenarioWords {
    /// Every command name, in the order the language lists them.
    package static let commandNames: [String] = Vocabulary.commands.map(\.name)

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
        guard let first = previous.first else { return nil }
        return Vocabulary.commandsByName[first]?.syntax.next(after: previous)
    }
}
