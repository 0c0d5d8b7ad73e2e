import Foundation
@testable import StoreKitConfig
import Testing

/// What loading a file reads of it: `StoreKitCheck.errors(in:)`, the errors of
/// `problems(in:)` without making its warnings, and the JSON reader's shortcuts (keys compared by
/// a hash first, whitespace of one space read at once).
struct StoreKitErrorsOnlyTests {
    /// The files: the corpus, the derived files, and corpus files with a few bytes changed.
    static func files() -> [(String, Data)] {
        var files = Fixtures.corpusNames.compactMap { name in Fixtures.data(name).map { (name, $0) } }
        files += ["cjk-display-names", "free-intro-offer-empty-displayPrice"].compactMap { name in
            Fixtures.derivedData(name).map { (name, $0) }
        }
        var random = StoreKitFuzzTests.SplitMix64(seed: 11)
        let originals = files.map(\.1)
        let edits = ["\"\"", "\"abc\"", "\"1,99\"", "0", "-1", "\"P0D\"", "\"free\"", "\"payAsYouGo\"", "true", "null", "\"com.x\""]
        for index in 0..<1_500 {
            var text = String(decoding: originals[Int.random(in: 0..<originals.count, using: &random)], as: UTF8.self)
            // Replace one value after a `:` by another: a file that still reads, with other problems.
            let colons = text.indices.filter { text[$0] == ":" }
            if let colon = colons.randomElement(using: &random),
               let end = text[colon...].firstIndex(where: { $0 == "," || $0 == "\n" }) {
                text.replaceSubrange(text.index(after: colon)..<end, with: " " + (edits.randomElement(using: &random) ?? "0"))
            }
            files.append(("edited-\(index)", Data(text.utf8)))
        }
        return files
    }

    @Test func errorsAreTheErrorsOfProblems() throws {
        var decoded = 0, withErrors = 0
        for (name, data) in Self.files() {
            guard case .success(let file) = StoreKitFile.decode(data, path: "\(name).storekit") else { continue }
            decoded += 1
            let expected = StoreKitCheck.problems(in: file).filter { $0.severity == .error }
            let errors = StoreKitCheck.errors(in: file)
            #expect(errors.map(\.description) == expected.map(\.description), "\(name)")
            #expect(errors.map(\.location.jsonPath) == expected.map(\.location.jsonPath), "\(name)")
            if !errors.isEmpty { withErrors += 1 }
        }
        #expect(decoded > 500)
        #expect(withErrors > 50)
    }

    @Test func keysWithTheSameHashAreToldApart() throws {
        #expect(JSONValue.keyHash("abXc") == JSONValue.keyHash("abYc"))
        let root = try JSONReader.read(Array(#"{ "abXc" : 1, "abYc" : 2 }"#.utf8)).get()
        let object = try JSONObjectReader(root, path: "", filePath: "t.storekit")
        #expect(try object.optionalInt("abXc") == 1)
        #expect(try object.optionalInt("abYc") == 2)
        #expect(try object.optionalInt("abZc") == nil)
        for members in [2, 30] {
            let keys = (0..<members - 1).map { "k\($0)x" } + ["k0x"]
            let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ",") + "}"
            guard case .failure(let error) = JSONReader.read(Array(text.utf8)) else {
                Issue.record("a repeated key is an error (\(members) members)")
                continue
            }
            #expect(error.message == #"expected each key once in an object, found "k0x" again (first at 1:2)"#)
        }
    }

    @Test func valuesArePlacedWhateverTheWhitespace() throws {
        var random = StoreKitFuzzTests.SplitMix64(seed: 3)
        let spaces = [" ", "", "  ", "\t", "\n", "\r\n", " \n  ", "\n\t "]
        for _ in 0..<2_000 {
            // An object of numbers, its spacing random, with where each number was written.
            var text = "", line = 1, column = 1
            func write(_ part: String) {
                for scalar in part.unicodeScalars {
                    if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                }
                text += part
            }
            func space() { write(spaces.randomElement(using: &random) ?? " ") }
            var expected: [SourcePosition] = []
            write("{")
            for index in 0..<Int.random(in: 1...5, using: &random) {
                if index > 0 { write(",") }
                space()
                write("\"k\(index)\"")
                space()
                write(":")
                space()
                expected.append(SourcePosition(line: line, column: column))
                write("\(index)")
                space()
            }
            write("}")
            guard case .object(let members) = try JSONReader.read(Array(text.utf8)).get().content else {
                Issue.record("not an object: \(text.debugDescription)")
                continue
            }
            #expect(members.map(\.value.position) == expected, "\(text.debugDescription)")
        }
    }
}
