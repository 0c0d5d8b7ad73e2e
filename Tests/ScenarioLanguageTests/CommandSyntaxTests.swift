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

/// Where a known command's example goes in its line's error: after the first problem on the
/// line only (the one the `:` prompt shows); a `.storekit` file's problems get none.
@Test func anExampleEndsOnlyTheFirstProblemOnTheLine() {
    let two = LineError.onLine([(3, "first"), (9, "second")]).ending(withExample: "advance 1d")
    #expect(two.diagnostics(path: "a.scenario", line: 2).map(\.description)
        == ["a.scenario:2:3: error: first (e.g. `advance 1d`)", "a.scenario:2:9: error: second"])
    let unread = LineError.aboutStoreKitFile([(10, "cannot read 'x.storekit': no such file or folder")])
    #expect(unread.ending(withExample: "storekit Pro.storekit").diagnostics(path: "a.scenario", line: 1).map(\.description)
        == ["a.scenario:1:10: error: cannot read 'x.storekit': no such file or folder"])
    let inFile = LineError.inStoreKitFile([ScenarioDiagnostic(path: "x.storekit", line: 3, column: 5, message: "expected a product type")])
    #expect(inFile.ending(withExample: "storekit Pro.storekit").diagnostics(path: "a.scenario", line: 1).map(\.description)
        == ["x.storekit:3:5: error: expected a product type"])
}

/// `expect`'s error gives the example of the expectation the line names, else `expect`'s own.
@Test func anExpectLineGetsItsExpectationsExample() {
    #expect(parse("expect balance com.example.coins lots").failureDescription
        == "test.scenario:1:34: error: expected a count of at least 0, found 'lots' (e.g. `expect balance com.example.coins 10`)")
    #expect(parse("expect balanse").failureDescription.hasSuffix("did you mean 'balance'? (e.g. `expect access unlocked`)"))
}
