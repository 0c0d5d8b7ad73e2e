import StoreCore

/// A command's words in one place: how a scenario line reads into the command, how the command
/// is written back as that line, and what the `:` prompt completes after its name. The rules of
/// the command (its check and effect) are its `CommandRule` in StoreCore; `Vocabulary.syntaxes`
/// lists every syntax (see Docs/architecture.md, "Adding a command").
protocol CommandSyntax: Sendable {
    /// The command names it reads: the first word of their lines.
    static var names: [Vocabulary.CommandName] { get }
    /// Reads the words after `name`, one of `names`; the reader then requires the line to end.
    static func parse(_ name: Vocabulary.CommandName, _ reader: inout LineReader) throws(LineError) -> Command
    /// The scenario line of `command`, exactly as `parse` reads it; nil when it is not one of
    /// this syntax's commands.
    static func format(_ command: Command) -> String?
    /// What may come next on a line of one of its commands that so far holds `previous` (the
    /// name first); nil where anything may come.
    static func next(after previous: [String]) -> ScenarioWords.NextWord?
}

extension CommandSyntax {
    static func next(after previous: [String]) -> ScenarioWords.NextWord? { nil }

    static func line(_ name: Vocabulary.CommandName, _ words: String...) -> String {
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

extension Vocabulary {
    /// The syntax of each command name.
    static let syntaxByName: [CommandName: any CommandSyntax.Type] = {
        var table: [CommandName: any CommandSyntax.Type] = [:]
        for syntax in syntaxes { for name in syntax.names { table[name] = syntax } }
        return table
    }()

    /// Each command's name as written, with the name and its syntax: a line's first word is
    /// looked up once (its enum's `init(rawValue:)` compares it with the names one by one).
    static let syntaxByWord: [String: (name: CommandName, syntax: any CommandSyntax.Type)] = {
        var table: [String: (name: CommandName, syntax: any CommandSyntax.Type)] = [:]
        for (name, syntax) in syntaxByName { table[name.rawValue] = (name, syntax) }
        return table
    }()
}
