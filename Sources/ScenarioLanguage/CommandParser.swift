import StoreCore

/// Reads scenario lines into commands. One line at a time is the entry point the interactive
/// `:` prompt uses; `Scenario` uses it for whole files.
///
/// A line is a command name and its arguments:
/// - Words are separated by spaces and tabs.
/// - `"a quoted word"` may hold spaces and `#`; inside it `\"` stands for a quote and `\\` for a
///   backslash. A quote may only open a word, and a closing quote must end it. A quoted word
///   means the same as the word unquoted.
/// - A comment runs from a `#` that starts a word (at the start of the line or after a space or
///   tab) to the end of the line, unless an ASCII digit follows the `#`: `# note`, `#note` and a
///   lone `#` begin comments, while `#3` is a word (transaction 3). A `#` inside a word or inside
///   quotes is text.
/// - Control characters (a tab inside quotes included) are refused outside comments, and so are
///   lines longer than 4096 Unicode scalars.
/// - Columns count Unicode scalars from 1.
package enum CommandParser {
    /// Parses one line: `nil` for a blank or comment-only line, else the command or the
    /// diagnostics saying what was expected. Diagnostics are placed on line 1 of `context.path`.
    /// The context is not changed: `record(_:)` the command into it when it is accepted.
    package static func parse(line: String, context: ParseContext) -> Result<Command?, ScenarioDiagnostics> {
        step(line: line, number: 1, context: context).map { $0?.command }
    }

    /// As `parse(line:context:)` for a line the debugger makes of a value given elsewhere (an
    /// option's): its errors do not end with an example of the command, which the user did not
    /// write.
    static func parse(madeLine line: String, context: ParseContext) -> Result<Command?, ScenarioDiagnostics> {
        step(utf8: Array(line.utf8)[...], number: 1, context: context, examples: false).map { $0?.command }
    }

    /// Parses line `number` of a scenario into a step.
    static func step(line: String, number: Int, context: ParseContext) -> Result<Scenario.Step?, ScenarioDiagnostics> {
        step(utf8: Array(line.utf8)[...], number: number, context: context)
    }

    /// Parses line `number` of a scenario, given as its UTF-8 bytes (well-formed), into a step.
    static func step(utf8 line: ArraySlice<UInt8>, number: Int, context: ParseContext,
                     examples: Bool = true) -> Result<Scenario.Step?, ScenarioDiagnostics> {
        var tokens: [Tokenizer.Token] = []
        return step(utf8: line, number: number, context: context, examples: examples, reusing: &tokens)
    }

    /// As `step(utf8:number:context:examples:)`, its words made in `tokens`' room (`Tokenizer`).
    static func step(utf8 line: ArraySlice<UInt8>, number: Int, context: ParseContext, examples: Bool = true,
                     reusing tokens: inout [Tokenizer.Token]) -> Result<Scenario.Step?, ScenarioDiagnostics> {
        do throws(LineError) {
            let tokenized = try Tokenizer.tokenize(line, reusing: &tokens)
            guard let first = tokenized.tokens.first else { return .success(nil) }
            var reader = LineReader(line: tokenized, context: context)
            let command = try reader.command(examples: examples)
            return .success(Scenario.Step(line: number, column: first.column, textBytes: tokenized.textBytes, command: command))
        } catch {
            return .failure(ScenarioDiagnostics(error.diagnostics(path: context.path, line: number)))
        }
    }
}

extension LineReader {
    /// A whole command: its name, then what that command takes. When what follows a known name
    /// does not parse, the error ends with an example of the command (`CommandSyntax.example`)
    /// unless `examples` is false (a value given outside a scenario line, such as an option's).
    mutating func command(examples: Bool = true) throws(LineError) -> Command {
        let token = try next(expecting: "a command")
        guard let entry = Vocabulary.commandsByName[token.text] else {
            let names = ScenarioWords.commandNames
            throw .at(token.column, "expected a command, found \(Self.quote(token))\(Self.suggestion(for: token.text, among: names))")
        }
        do throws(LineError) {
            let command = try entry.parse(&self)
            try finish()
            return command
        } catch {
            throw examples ? error.ending(withExample: entry.example(words)) : error
        }
    }
}
