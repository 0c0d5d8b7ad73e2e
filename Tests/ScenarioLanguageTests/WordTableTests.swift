@testable import ScenarioLanguage
import StoreCore
import Testing

/// `WordTable` finds exactly what the lookups it replaced found: `init(rawValue:)`, a dictionary
/// of the command names, and the chain state → fact → finished|unfinished after
/// `expect transaction TX`.
struct WordTableTests {
    /// Every word of the language, and thousands of near misses: each with a character dropped,
    /// doubled or replaced (by ASCII, a non-ASCII letter or nothing at all), cut, or upper-cased.
    static let words: [String] = {
        let known = Vocabulary.commands.map(\.name) + Vocabulary.ExpectationName.allCases.map(\.rawValue)
            + TransactionState.allCases.map(\.rawValue) + Vocabulary.TransactionFact.allCases.map(\.rawValue)
            + Vocabulary.Finishing.allCases.map(\.rawValue) + ["", "é", "#3", "last", "com.example.pro", String(repeating: "x", count: 40)]
        var random = SplitMix64(seed: 26)
        var words = known
        let replacements: [Character] = ["a", "e", "-", "é", "ß", "\u{0301}", "1", " "]
        for _ in 0..<5_000 {
            var word = Array(known.randomElement(using: &random) ?? "")
            guard !word.isEmpty else { continue }
            let at = Int.random(in: 0..<word.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: word.remove(at: at)
            case 1: word.insert(word[at], at: at)
            case 2: word[at] = replacements.randomElement(using: &random) ?? "a"
            case 3: word = Array(word.prefix(at))
            default: word = Array(String(word).uppercased())
            }
            words.append(String(word))
        }
        return words
    }()

    @Test func findsWhatInitRawValueFinds() {
        let expectations = WordTable(cases: Vocabulary.ExpectationName.self)
        let states = WordTable(cases: TransactionState.self)
        for word in Self.words {
            #expect(expectations[word] == Vocabulary.ExpectationName(rawValue: word), "\(word.debugDescription)")
            #expect(Vocabulary.expectationNames[word] == Vocabulary.ExpectationName(rawValue: word), "\(word.debugDescription)")
            #expect(states[word] == TransactionState(rawValue: word), "\(word.debugDescription)")
        }
        #expect(expectations.count == Vocabulary.ExpectationName.allCases.count)
    }

    @Test func findsTheCommandADictionaryFinds() {
        let byName = Dictionary(Vocabulary.commands.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for word in Self.words {
            #expect(Vocabulary.commandsByName[word]?.name == byName[word]?.name, "\(word.debugDescription)")
        }
    }

    @Test func readsTheWordAfterExpectTransactionAsTheChainDid() {
        for word in Self.words {
            let chained: String? = TransactionState(rawValue: word).map { "state \($0)" }
                ?? Vocabulary.TransactionFact(rawValue: word).map { "fact \($0)" }
                ?? Vocabulary.Finishing(rawValue: word).map { "finishing \($0)" }
            let found: String?
            switch Vocabulary.transactionWords[word] {
            case .state(let state)?: found = "state \(state)"
            case .fact(let fact)?: found = "fact \(fact)"
            case .finishing(let finishing)?: found = "finishing \(finishing)"
            case nil: found = nil
            }
            #expect(found == chained, "\(word.debugDescription)")
        }
    }

    @Test func aWordGivenTwiceKeepsItsFirstValue() {
        let table = WordTable([("on", 1), ("off", 2), ("on", 3)])
        #expect(table["on"] == 1)
        #expect(table["off"] == 2)
        #expect(table.count == 2)
    }
}

/// A copy of a parse context is a value: changing it leaves the original as it was.
struct ParseContextCopyTests {
    @Test func aChangedCopyLeavesTheOriginal() {
        let original = ParseContext(path: "a/b.scenario", catalogue: testCatalogue, clients: ["notes"], loadStoreKit: loadTestStoreKit)
        var copy = original
        copy.path = "c.scenario"
        copy.clients.append("other")
        copy.record(.product(StoreProduct(id: "com.example.new", kind: .unlock)))
        #expect(original.path == "a/b.scenario")
        #expect(original.clients == ["notes"])
        #expect(original.catalogue.products.map(\.id) == testCatalogue.products.map(\.id))
        #expect(copy.path == "c.scenario")
        #expect(copy.clients == ["notes", "other"])
        #expect(copy.catalogue.products.map(\.id) == testCatalogue.products.map(\.id) + ["com.example.new"])
    }
}
