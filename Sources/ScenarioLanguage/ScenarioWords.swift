import StoreCore

/// The fixed words of the scenario language, for the `:` prompt's Tab completion.
public enum ScenarioWords {
    /// Every command name, in the order the language lists them.
    public static let commandNames: [String] = Vocabulary.CommandName.allCases.map(\.rawValue)

    /// Every word that may follow a command name, other than names the user defines
    /// (products, devices, accounts), numbers and durations. Sorted, without repeats.
    public static let argumentWords: [String] = {
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
        words += StoreKitError.allCases.map(\.rawValue)
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
        words += [Vocabulary.last, Vocabulary.level, Vocabulary.grace, Vocabulary.cancelled, Vocabulary.unlocks,
                  Vocabulary.of, Vocabulary.lasting]
        return Array(Set(words)).sorted()
    }()
}
