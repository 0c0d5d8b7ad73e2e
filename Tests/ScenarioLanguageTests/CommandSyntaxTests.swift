@testable import ScenarioLanguage
import StoreCore
import Testing

/// Every command name is read by exactly one syntax, and every syntax formats only its own.
struct CommandSyntaxTests {
    @Test func everyCommandNameHasExactlyOneSyntax() {
        var named: [Vocabulary.CommandName] = []
        for syntax in Vocabulary.syntaxes { named += syntax.names }
        #expect(named.count == Set(named).count)
        #expect(Set(named) == Set(Vocabulary.CommandName.allCases))
    }

    @Test func aCommandIsFormattedByTheSyntaxThatReadsItsName() throws {
        for sample in roundTripCommands {
            var lines: [(line: String, names: [Vocabulary.CommandName])] = []
            for syntax in Vocabulary.syntaxes {
                if let line = syntax.format(sample) { lines.append((line, syntax.names)) }
            }
            #expect(lines.count == 1, "\(sample)")
            let formatted = try #require(lines.first)
            let first = String(formatted.line.prefix { $0 != " " })
            let name = try #require(Vocabulary.CommandName(rawValue: first))
            #expect(formatted.names.contains(name), "\(formatted.line)")
        }
    }
}
