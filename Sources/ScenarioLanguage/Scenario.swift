import Foundation
import StoreCore

/// A scenario file read into the steps it runs. Reading collects every error of the file,
/// one per bad line, rather than stopping at the first.
package struct Scenario: Hashable, Sendable {
    /// One command of the file and where it stands.
    package struct Step: Hashable, Sendable {
        /// 1-based line number.
        package let line: Int
        /// 1-based column of the command's first word.
        package let column: Int
        /// The UTF-8 of `text`, a slice of the file's bytes: a run reads the text of only the
        /// steps that fail.
        private let textBytes: ArraySlice<UInt8>
        package let command: Command

        /// The source line without its comment, trimmed.
        package var text: String { String(decoding: textBytes, as: UTF8.self) }

        package init(line: Int, column: Int, text: String, command: Command) {
            self.init(line: line, column: column, textBytes: Array(text.utf8)[...], command: command)
        }

        /// A step whose text is `textBytes`, well-formed UTF-8.
        init(line: Int, column: Int, textBytes: ArraySlice<UInt8>, command: Command) {
            self.line = line
            self.column = column
            self.textBytes = textBytes
            self.command = command
        }
    }

    package let path: String
    package let steps: [Step]

    package init(path: String, steps: [Step]) {
        self.path = path
        self.steps = steps
    }

    /// Reads a file's bytes. Bytes that are not UTF-8 give one error at the first bad byte.
    package static func parse(_ data: Data, context: ParseContext) -> Result<Scenario, ScenarioDiagnostics> {
        parse(bytes: [UInt8](data), context: context)
    }

    /// Reads a file's bytes, as `parse(_:context:)` does.
    package static func parse(bytes: [UInt8], context: ParseContext) -> Result<Scenario, ScenarioDiagnostics> {
        if let (line, column) = firstInvalidUTF8(in: bytes) {
            return .failure(ScenarioDiagnostics([ScenarioDiagnostic(path: context.path, line: line, column: column,
                                                message: "expected UTF-8 text, found a byte sequence that is not UTF-8")]))
        }
        return parse(utf8: bytes[...], context: context)
    }

    /// Reads a file's text: lines end with `\n` or `\r\n`, and a leading byte-order mark is
    /// ignored. A NUL character gives one error: the file is not text.
    package static func parse(text: String, context: ParseContext) -> Result<Scenario, ScenarioDiagnostics> {
        parse(utf8: Array(text.utf8)[...], context: context)
    }

    /// Reads valid UTF-8 a line at a time, each line's bytes handed to the tokenizer as they are.
    private static func parse(utf8: ArraySlice<UInt8>, context: ParseContext) -> Result<Scenario, ScenarioDiagnostics> {
        var context = context
        var bytes = utf8
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // Room for a step a line at once: growing to them moved every step so far each time.
        var steps: [Step] = []
        steps.reserveCapacity(Self.lineCount(bytes))
        var diagnostics: [ScenarioDiagnostic] = []
        // Line by line as `split(omittingEmptySubsequences: false)` would cut them, without
        // making the array of every line first (that cost more than tokenizing them).
        var lineStart = bytes.startIndex, offset = 0
        // The words of each line in turn, in one array.
        var tokens: [Tokenizer.Token] = []
        while true {
            defer { offset += 1 }
            let lineEnd = Self.firstIndex(of: UInt8(ascii: "\n"), in: bytes[lineStart...]) ?? bytes.endIndex
            var source = bytes[lineStart..<lineEnd]
            if lineEnd == bytes.endIndex { lineStart = lineEnd } else { lineStart = lineEnd + 1 }
            if source.last == UInt8(ascii: "\r") { source.removeLast() }
            if let nul = Self.firstIndex(of: 0, in: source) {
                let column = source[..<nul].lazy.filter { $0 & 0xC0 != 0x80 }.count + 1
                return .failure(ScenarioDiagnostics([ScenarioDiagnostic(path: context.path, line: offset + 1, column: column,
                                                    message: "expected UTF-8 text, found a NUL character")]))
            }
            switch CommandParser.step(utf8: source, number: offset + 1, context: context, reusing: &tokens) {
            case .success(let step?):
                // Recorded first, so that the step moves into the list rather than being copied.
                context.record(step.command)
                steps.append(step)
            case .success(nil):
                break
            case .failure(let errors):
                diagnostics += errors.diagnostics
            }
            if lineEnd == bytes.endIndex { break }
        }
        return diagnostics.isEmpty ? .success(Scenario(path: context.path, steps: steps)) : .failure(ScenarioDiagnostics(diagnostics))
    }

    /// How many lines `bytes` holds, as `parse` cuts them (one more than its `\n`s).
    static func lineCount(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 1, start = bytes.startIndex
        while let newline = firstIndex(of: UInt8(ascii: "\n"), in: bytes[start...]) {
            count += 1
            start = newline + 1
        }
        return count
    }

    /// Where `byte` first is in `bytes`: `firstIndex(of:)` by memchr(3), which looks at many
    /// bytes a step (looking at each, cutting the lines cost more than a third of tokenizing them).
    static func firstIndex(of byte: UInt8, in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, !buffer.isEmpty,
                  let found = memchr(base, Int32(byte), buffer.count) else { return nil }
            return bytes.startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        }
    }

    /// The line and column (in scalars, from 1) of the first byte of `bytes` that is not part of
    /// well-formed UTF-8 (no overlong forms, surrogates or values past U+10FFFF), or nil.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        // Nearly every file is well-formed: the standard library's validation says so for a
        // fraction of the cost of counting lines and columns byte by byte (a test checks the two
        // agree), and where it is not, the bytes are read again to say where.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        return firstInvalidUTF8ByteByByte(in: bytes)
    }

    /// `firstInvalidUTF8`, looking at every byte.
    static func firstInvalidUTF8ByteByByte(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var line = 1, column = 1, index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
                continue
            }
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return (line, column)
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]),
                  bytes[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (line, column) }
            index += length
            column += 1
        }
        return nil
    }
}
