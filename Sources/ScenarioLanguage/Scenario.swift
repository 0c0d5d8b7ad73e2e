import Foundation
import StoreCore

/// A scenario file read into the steps it runs. Reading collects every error of the file,
/// one per bad line, rather than stopping at the first.
public struct Scenario: Hashable, Sendable {
    /// One command of the file and where it stands.
    public struct Step: Hashable, Sendable {
        /// 1-based line number.
        public let line: Int
        /// 1-based column of the command's first word.
        public let column: Int
        /// The source line without its comment, trimmed.
        public let text: String
        public let command: Command

        public init(line: Int, column: Int, text: String, command: Command) {
            self.line = line
            self.column = column
            self.text = text
            self.command = command
        }
    }

    public let path: String
    public let steps: [Step]

    public init(path: String, steps: [Step]) {
        self.path = path
        self.steps = steps
    }

    /// Reads a file's bytes. Bytes that are not UTF-8 give one error at the first bad byte.
    public static func parse(_ data: Data, context: ParseContext) -> Result<Scenario, ScenarioDiagnostics> {
        var line = 1
        var column = 1
        var bytes = data.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                break decoding
            case .error:
                return .failure(ScenarioDiagnostics([ScenarioDiagnostic(path: context.path, line: line, column: column,
                                                    message: "expected UTF-8 text, found a byte sequence that is not UTF-8")]))
            }
        }
        return parse(text: String(decoding: data, as: UTF8.self), context: context)
    }

    /// Reads a file's text: lines end with `\n` or `\r\n`, and a leading byte-order mark is
    /// ignored. A NUL character gives one error: the file is not text.
    public static func parse(text: String, context: ParseContext) -> Result<Scenario, ScenarioDiagnostics> {
        var context = context
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var steps: [Step] = []
        var diagnostics: [ScenarioDiagnostic] = []
        for (offset, source) in scalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var source = source
            if source.last == "\r" { source.removeLast() }
            if let nul = source.firstIndex(of: "\0") {
                let column = source.distance(from: source.startIndex, to: nul) + 1
                return .failure(ScenarioDiagnostics([ScenarioDiagnostic(path: context.path, line: offset + 1, column: column,
                                                    message: "expected UTF-8 text, found a NUL character")]))
            }
            switch CommandParser.step(line: String(String.UnicodeScalarView(source)), number: offset + 1, context: context) {
            case .success(let step?):
                steps.append(step)
                context.record(step.command)
            case .success(nil):
                break
            case .failure(let errors):
                diagnostics += errors.diagnostics
            }
        }
        return diagnostics.isEmpty ? .success(Scenario(path: context.path, steps: steps)) : .failure(ScenarioDiagnostics(diagnostics))
    }
}
