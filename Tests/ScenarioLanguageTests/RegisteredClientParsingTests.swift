import Testing
@testable import ScenarioLanguage
import StoreCore

/// `client NAME` for the clients a debugger registered, beside `client reference` and `client fault NAME`.
struct RegisteredClientParsingTests {
    static func context() -> ParseContext {
        var context = testContext()
        context.clients = ["notes", "notes-buggy"]
        return context
    }

    @Test func aRegisteredNameIsAClient() throws {
        #expect(try parse("client notes-buggy", context: Self.context()).get() == .client(.registered("notes-buggy")))
        #expect(try parse("client fault cached-bool", context: Self.context()).get() == .client(.fault(.cachedBool)))
        #expect(CommandFormatter.format(.client(.registered("notes"))) == "client notes")
    }

    @Test func anUnknownNameListsTheRegisteredOnesWithADidYouMean() {
        guard case .failure(let diagnostics) = parse("client nots", context: Self.context()) else {
            Issue.record("expected an error")
            return
        }
        #expect(diagnostics.diagnostics.map(\.description)
                == ["test.scenario:1:8: error: expected 'reference', 'fault', 'notes' or 'notes-buggy', found 'nots'; did you mean 'notes'? (e.g. `client reference`)"])
    }

    @Test func withoutRegisteredClientsTheNamesAreTheBuiltInOnes() {
        guard case .failure(let diagnostics) = parse("client notes") else {
            Issue.record("expected an error")
            return
        }
        #expect(diagnostics.diagnostics.map(\.description) == ["test.scenario:1:8: error: expected 'reference' or 'fault', found 'notes' (e.g. `client reference`)"])
    }
}
