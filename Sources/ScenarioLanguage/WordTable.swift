/// Values by the word that names them, for words read on many lines (a command's name, the
/// word after `expect`, a transaction's state): the words that start with the looked-up word's
/// first byte, compared whole. The language's words are short ASCII, so comparing one is
/// comparing two small strings' bits; hashing the word for a dictionary cost about 340
/// instructions a line, and an enum's `init(rawValue:)` up to 500.
struct WordTable<Value: Sendable>: Sendable {
    /// The words that start with each ASCII byte, with their values, in the order given.
    private var byFirstByte = [[(word: String, value: Value)]](repeating: [], count: 128)
    /// How many words it holds.
    private(set) var count = 0

    /// The words and values of `entries`; a word given twice keeps its first value.
    init(_ entries: [(word: String, value: Value)]) {
        for entry in entries where self[entry.word] == nil {
            byFirstByte[Self.slot(entry.word)].append(entry)
            count += 1
        }
    }

    /// The value `word` names, if any.
    subscript(word: String) -> Value? {
        byFirstByte[Self.slot(word)].first { $0.word == word }?.value
    }

    /// Where words starting as `word` does are kept: its first byte (the language's words are
    /// ASCII; any other byte shares a slot, and the whole word is compared).
    private static func slot(_ word: String) -> Int {
        Int((word.utf8.first ?? 0) & 0x7F)
    }
}

extension WordTable where Value: CaseIterable & RawRepresentable<String> {
    /// Every case, by its raw value: what `Value(rawValue:)` finds.
    init(cases: Value.Type) {
        self.init(Value.allCases.map { ($0.rawValue, $0) })
    }
}
