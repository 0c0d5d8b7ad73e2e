import StoreCore

/// A command's words in one place: its names, an example line of each, how a scenario line reads
/// into the command, how the command is written back as that line, and what the `:` prompt
/// completes after its name.
/// The rules of the command (its check and effect) are its `CommandRule` in StoreCore;
/// `Vocabulary.syntaxes` lists every syntax (see Docs/architecture.md, "Adding a command").
protocol CommandSyntax: Sendable {
    /// The command names it reads, the first word of their lines, in the order the language
    /// lists them (the prompt completes them in that order).
    associatedtype Name: RawRepresentable, CaseIterable, Sendable where Name.RawValue == String
    /// A canonical line of the command `name` (an exhaustive switch: a new name does not compile
    /// without one). The error of a line of the command that does not parse ends with it, as in
    /// "expected a duration …, found 'soon' (e.g. `advance 1d`)"; the tests read every example
    /// and require `format` to give it back as written.
    static func example(_ name: Name) -> String
    /// The example the error of a line of `name` ends with, given its words (the name first):
    /// `example(name)` unless the syntax has a closer one (`expect`'s, one per expectation kind).
    static func example(_ name: Name, forLine words: [String]) -> String
    /// Reads the words after `name`; the reader then requires the line to end.
    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command
    /// The scenario line of `command`, exactly as `parse` reads it; nil when it is not one of
    /// this syntax's commands.
    static func format(_ command: Command) -> String?
    /// What may come next on a line of one of its commands that so far holds `previous` (the
    /// name first); nil where anything may come.
    static func next(after previous: [String]) -> ScenarioWords.NextWord?
}

extension CommandSyntax {
    static func next(after previous: [String]) -> ScenarioWords.NextWord? { nil }

    static func example(_ name: Name, forLine words: [String]) -> String { example(name) }

    /// Its examples, one per name, in order.
    static var examples: [String] { Name.allCases.map(example) }

    static func line(_ name: Name, _ words: String...) -> String {
        ([name.rawValue] + words).joined(separator: " ")
    }

    static func quoted(_ value: String) -> String { CommandFormatter.quoted(value) }

    /// A transaction as written: `#3`, `last` or a product id.
    static func transaction(_ reference: TransactionReference) -> String {
        switch reference {
        case .id, .last: return reference.description
        case .product(let id): return quoted(id)
        }
    }

    static func onOff(_ on: Bool) -> String {
        (on ? Vocabulary.Switch.on : .off).rawValue
    }
}

extension CommandSyntax {
    /// Its commands, one per name, in order.
    static var commands: [Vocabulary.CommandEntry] {
        Name.allCases.map { name in
            Vocabulary.CommandEntry(name: name.rawValue, syntax: Self.self, example: { example(name, forLine: $0) }) { reader throws(LineError) in
                try parse(name, &reader)
            }
        }
    }
}

extension Vocabulary {
    /// A command name as written, the syntax that reads it, the example its errors end with
    /// (given the line's words), and its reading. A class: a line's lookup hands out one
    /// reference, where a copy of the fields retained each closure (about 100 instructions).
    final class CommandEntry: Sendable {
        let name: String
        let syntax: any CommandSyntax.Type
        let example: @Sendable ([String]) -> String
        let parse: @Sendable (inout LineReader) throws(LineError) -> Command

        init(name: String, syntax: any CommandSyntax.Type, example: @escaping @Sendable ([String]) -> String,
             parse: @escaping @Sendable (inout LineReader) throws(LineError) -> Command) {
            self.name = name
            self.syntax = syntax
            self.example = example
            self.parse = parse
        }
    }

    /// Every command, in the order the language lists them: the syntaxes' names, in turn.
    static let commands: [CommandEntry] = syntaxes.flatMap { $0.commands }

    /// Each command by its name as written: a line's first word is looked up once.
    static let commandsByName = WordTable(commands.map { ($0.name, $0) })
}
