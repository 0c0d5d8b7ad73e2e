/// Each command by its name as written, for looking up a line's first word: the names that
/// start with the word's first byte, compared whole. Names are short ASCII, so comparing one is
/// comparing two small strings' bits; hashing the word for a dictionary cost about 340
/// instructions a line.
struct CommandTable: Sendable {
    /// The commands whose names start with each ASCII byte, in the language's order.
    private var byFirstByte = [[Vocabulary.CommandEntry]](repeating: [], count: 128)
    /// How many names it holds.
    private(set) var count = 0

    /// The commands of `entries`; a name given twice keeps its first command.
    init(_ entries: [Vocabulary.CommandEntry]) {
        for entry in entries where self[entry.name] == nil {
            byFirstByte[Self.slot(entry.name)].append(entry)
            count += 1
        }
    }

    /// The command named `name`, if any.
    subscript(name: String) -> Vocabulary.CommandEntry? {
        byFirstByte[Self.slot(name)].first { $0.name == name }
    }

    /// Where names starting as `name` does are kept: its first byte (names are ASCII; any other
    /// byte shares a slot, and the whole name is compared).
    private static func slot(_ name: String) -> Int {
        Int((name.utf8.first ?? 0) & 0x7F)
    }
}
