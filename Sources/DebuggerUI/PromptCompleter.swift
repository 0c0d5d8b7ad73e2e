import ScenarioLanguage
import StoreCore

/// Tab completion for the `:` prompt: command names for the first word; where the language
/// allows only a few words (a fault name, a quirk, on/off, an expectation), just those;
/// elsewhere the catalogue's product ids, transaction names (`#N`, `last`) and fixed words.
package enum PromptCompleter {
    /// The session's own prompt commands, offered with the scenario commands.
    static let sessionWords = ["live", "pause"]
    /// How many transaction names completion offers, newest first.
    static let offeredTransactions = 50

    /// The candidates for the word that ends at `cursor` (a character offset into `text`).
    package static func candidates(text: String, cursor: Int, catalogue: Catalogue, transactionCount: Int) -> [String] {
        let before = Array(text.prefix(max(0, cursor)))
        let wordStart = before.lastIndex(of: " ").map { $0 + 1 } ?? 0
        let word = String(before[wordStart...])
        let isFirstWord = before[..<wordStart].allSatisfy { $0 == " " }
        let previous = String(before[..<wordStart]).split(separator: " ").map(String.init)
        // The newest transactions first, at most `offeredTransactions` of them.
        let newest = stride(from: transactionCount, to: max(0, transactionCount - offeredTransactions), by: -1)
        let transactions = newest.map { "#\($0)" } + (transactionCount > 0 ? ["last"] : []) + catalogue.products.map(\.id)
        let pool: [String]
        if isFirstWord {
            pool = ScenarioWords.commandNames
        } else {
            switch ScenarioWords.next(after: previous) {
            case .words(let words): pool = words
            case .product: pool = catalogue.products.map(\.id)
            case .transaction: pool = transactions
            case nil:
                pool = catalogue.products.map(\.id) + transactions + ScenarioWords.argumentWords
                    + (previous.first == "clock" ? sessionWords : [])
            }
        }
        var seen = Set<String>()
        return pool.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }
}
