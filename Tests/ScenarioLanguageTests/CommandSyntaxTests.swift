@testable import ScenarioLanguage
import StoreCore
import Testing

/// Every command name is read by exactly one syntax, and every syntax formats only its own.
struct CommandSyntaxTests {
    @Test func everyCommandNameHasExactlyOneSyntax() {
        let names = Vocabulary.commands.map(\.name)
        #expect(names.count == Set(names).count)
        #expect(Vocabulary.commandsByName.count == names.count)
    }

    @Test func aCommandIsFormattedByTheSyntaxThatReadsItsName() throws {
        let examples = commandExamples.compactMap { try? parse($0, context: exampleContext()).get() }
        #expect(examples.count == commandExamples.count)
        for sample in roundTripCommands + examples {
            var lines: [(line: String, names: [String])] = []
            for syntax in Vocabulary.syntaxes {
                if let line = syntax.format(sample) { lines.append((line, syntax.commands.map(\.name))) }
            }
            #expect(lines.count == 1, "\(sample)")
            let formatted = try #require(lines.first)
            let first = String(formatted.line.prefix { $0 != " " })
            #expect(formatted.names.contains(first), "\(formatted.line)")
        }
    }
}
