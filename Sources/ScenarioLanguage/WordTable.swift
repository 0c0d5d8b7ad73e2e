/// Values by the word that names them, for words read on many lines (a command's name, the
/// word after `expect`, a transaction's state): the words that start with the looked-up word's
/// first byte, compared whole. The language's words are short ASCII, so comparing one is
/// comparing two small strings' bits; hashing the word for a dictionary cost about 340
/// instructions a line, and an enum's `init(rawValue:)` up to 500.
struct WordTable<Value: Sendable>: Sendable {
    /// The words that start with each ASCII byte, in the order given, and their values: apart,
    /// so that looking for a word copies no value (a command's holds closures).
    private var wordsByFirstByte = [[String]](repeating: [], count: 128)
    private var valuesByFirstByte = [[Value]](repeating: [], count: 128)
    /// How many words it holds.
    private(set) var count = 0

    /// The words and values of `entries`; a word given twice keeps its first value.
    init(_ entries: [(word: String, value: Value)]) {
        for (word, value) in entries where self[word] == nil {
            wordsByFirstByte[Self.slot(word)].append(word)
            valuesByFirstByte[Self.slot(word)].append(value)
            count += 1
        }
    }

    /// The value `word` names, if any.
    subscript(word: String) -> Value? {
        let slot = Self.slot(word)
        return wordsByFirstByte[slot].firstIndex(of: word).map { valuesByFirstByte[slot][$0] }
    }

    /// Where words starting as `word` does are kept: its first byte (the language's words are
    /// ASCII; any other byte shares a slot, and the whole word is compared).
    private static func slot(_ word: String) -> Int {
        // From the word's bytes in place: the view's `first` cost about 50 instructions.
        let first = word.utf8.withContiguousStorageIfAvailable { $0.first ?? 0 } ?? word.utf8.first ?? 0
        return Int(first & 0x7F)
    }
}

extension WordTable where Value: CaseIterable & RawRepresentable<String> {
    /// Every case, by its raw value: what `Value(rawValue:)` finds.
    init(cases: Value.Type) {
        self.init(Value.allCases.map { ($0.rawValue, $0) })
    }
}
