@testable import DebuggerUI
import ScenarioLanguage
import StoreCore
@testable import TerminalUI
import Testing

/// The `:` prompt driven alone, without a session: keys and what it knows of the world in,
/// what the session must do out.
@Suite struct CommandPromptTests {
    private let world: CommandPrompt.World = {
        var catalogue = Catalogue()
        catalogue.add(StoreProduct(id: "pro", kind: .unlock))
        return CommandPrompt.World(catalogue: catalogue, transactionCount: 2, clientNames: ["mine"])
    }()

    private func submit(_ line: String, into prompt: inout CommandPrompt) -> CommandPrompt.Outcome {
        for character in line { #expect(prompt.handle(.character(character), in: world) == .editing) }
        return prompt.handle(.enter, in: world)
    }

    @Test func aLineThatParsesAsksForItsCommandAsTyped() {
        var prompt = CommandPrompt()
        #expect(submit("  buy pro ask-to-buy ", into: &prompt) == .apply(.buy(productID: "pro", outcome: .askToBuy), text: "buy pro ask-to-buy"))
        // The text stays until the session closes the prompt, so a refusal can be corrected.
        #expect(prompt.text == "  buy pro ask-to-buy ")
        prompt.refused("the app is not running")
        #expect(prompt.editor.error == LineEditor.LineError(message: "refused: the app is not running", column: 1))
        prompt.clear()
        #expect(prompt.text.isEmpty)
        #expect(prompt.editor.history == ["  buy pro ask-to-buy "])
    }

    @Test func aLineThatDoesNotParseStaysWithItsErrorAtItsColumn() {
        var prompt = CommandPrompt()
        guard case .notRun(let message) = submit("buy nope", into: &prompt) else {
            Issue.record("expected .notRun")
            return
        }
        #expect(message.contains("nope"))
        #expect(prompt.editor.error?.column == 5)
        #expect(prompt.text == "buy nope")
    }

    @Test func aKnownCommandsErrorEndsWithAnExampleOfIt() {
        var prompt = CommandPrompt()
        let expected = "expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h, found 'soon' (e.g. `advance 1d`)"
        #expect(submit("advance soon", into: &prompt) == .notRun(message: expected))
        #expect(prompt.editor.error == LineEditor.LineError(message: expected, column: 9))
        prompt.clear()
        // An unknown command has no example to give.
        #expect(submit("advanse 1d", into: &prompt) == .notRun(message: "expected a command, found 'advanse'; did you mean 'advance'?"))
    }

    @Test func theWorldsClientsAndCatalogueAreWhatTheParserAccepts() {
        var prompt = CommandPrompt()
        #expect(submit("client mine", into: &prompt) == .apply(.client(.registered("mine")), text: "client mine"))
    }

    @Test func escAndABlankOrCommentLineClose() {
        var prompt = CommandPrompt()
        #expect(prompt.handle(.escape, in: world) == .close)
        #expect(submit("# a note", into: &prompt) == .close)
    }

    @Test func tabCompletesFromTheWorld() {
        var prompt = CommandPrompt()
        for character in "refund #" { _ = prompt.handle(.character(character), in: world) }
        #expect(prompt.handle(.tab, in: world) == .editing)
        #expect(prompt.editor.candidates == ["#2", "#1"])
    }

    @Test func theLiveClockLinesAskForTheClockAndBadRatesStay() {
        var prompt = CommandPrompt()
        #expect(submit("clock live 6h", into: &prompt) == .liveClock(rate: .hours(6)))
        prompt.clear()
        #expect(submit("clock live", into: &prompt) == .liveClock(rate: nil))
        prompt.clear()
        #expect(submit("clock pause", into: &prompt) == .pauseClock)
        prompt.clear()
        #expect(submit("clock live 0s", into: &prompt) == .editing)
        #expect(prompt.editor.error == LineEditor.LineError(message: "expected a RATE longer than 0s", column: 12))
        prompt.clear()
        #expect(submit("clock live 1d 2d", into: &prompt) == .editing)
        #expect(prompt.editor.error?.column == 15)
    }

    @Test func aStoreKitLineAsksForItsFileThenAppliesWithIt() {
        var prompt = CommandPrompt()
        #expect(submit("storekit shop.storekit", into: &prompt) == .loadStoreKit(path: "shop.storekit"))
        let configuration = StoreConfiguration(products: [StoreProduct(id: "gem", kind: .consumable)])
        #expect(prompt.resubmit(storeKit: .success(configuration), in: world)
            == .apply(.storekit(path: "shop.storekit", configuration: configuration), text: "storekit shop.storekit"))
        #expect(prompt.resubmit(storeKit: .failure(.unreadable(reason: "there is no such file")), in: world)
            == .notRun(message: "cannot read 'shop.storekit': there is no such file"))
        #expect(prompt.editor.error?.message == "cannot read 'shop.storekit': there is no such file")
    }
}
