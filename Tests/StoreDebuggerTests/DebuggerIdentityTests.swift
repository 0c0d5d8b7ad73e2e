import Testing
@testable import StoreDebugger

/// What a debugger calls itself (issue 24): its own name, or one passed in, one word.
struct DebuggerIdentityTests {
    @Test func aNamePassedInNamesTheDebugger() {
        let debugger = DebuggerIdentity.custom(name: "mydbg", summary: "MyApp under storedbg.")
        #expect(debugger.problem == nil)
        #expect(debugger.version("0.2.0") == "mydbg (storedbg 0.2.0)")
        #expect(debugger.error("unknown option") == "mydbg: error: unknown option")
        #expect(Invocation.usage(debugger: debugger, clients: ClientRegistry()).hasPrefix("mydbg — MyApp under storedbg.\n"))
        #expect(DebuggerIdentity.storedbg.version("0.2.0") == "storedbg 0.2.0")
    }

    @Test(arguments: ["My Debugger", "", "-dbg", "dbg/2", "dbg\n"])
    func aNameThatIsNotOneWordIsRefusedAtStart(name: String) {
        #expect(DebuggerIdentity.custom(name: name, summary: nil).problem != nil)
        #expect(StoreDebugger.run(["--version"], name: name) == 2)
    }

    /// Today's call, without a name, keeps compiling and runs.
    @Test func todaysCallKeepsWorking() {
        #expect(StoreDebugger.run(["check", "/nonexistent/x.scenario"], clients: ClientRegistry()) == 2)
    }
}
