import ScenarioLanguage
import StoreCore

/// Tab completion for the `:` prompt: command names for the first word; after it, the
/// catalogue's product ids, transaction names (`#N`, `last`) and the language's fixed words.
public enum PromptCompleter {
    /// The session's own prompt commands, offered with the scenario commands.
    static let sessionWords = ["live", "pause"]
    /// How many transaction names completion offers, newest first.
    static let offeredTransactions = 50

    /// The candidates for the word that ends at `cursor` (a character offset into `text`).
    public static func candidates(text: String, cursor: Int, catalogue: Catalogue, transactionCount: Int) -> [String] {
        let before = Array(text.prefix(max(0, cursor)))
        let wordStart = before.lastIndex(of: " ").map { $0 + 1 } ?? 0
        let word = String(before[wordStart...])
        let isFirstWord = before[..<wordStart].allSatisfy { $0 == " " }
        let pool: [String]
        if isFirstWord {
            pool = ScenarioWords.commandNames
        } else {
            // The newest transactions first, at most `offeredTransactions` of them.
            let newest = stride(from: transactionCount, to: max(0, transactionCount - offeredTransactions), by: -1)
            var words: [String] = catalogue.products.map(\.id)
            words += newest.map { "#\($0)" }
            if transactionCount > 0 { words.append("last") }
            words += ScenarioWords.argumentWords
            let firstWord: String = String(before[..<wordStart]).split(separator: " ").first.map { String($0) } ?? ""
            if firstWord == "clock" { words += sessionWords }
            pool = words
        }
        var seen = Set<String>()
        return pool.filter { $0.hasPrefix(word) && seen.insert($0).inserted }
    }
}
