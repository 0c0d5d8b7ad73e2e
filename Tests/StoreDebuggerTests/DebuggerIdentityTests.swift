import Foundation
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

    /// Issue 26, item 9 (fourth round): whether the debugger found on PATH is this very one is
    /// decided by realpath(3), as `Bundle.main` and `URL.resolvingSymlinksInPath()` decided it.
    @Test func theRunningExecutableAndAPathAreResolvedAsFoundationResolvesThem() throws {
        #expect(DebuggerIdentity.runningExecutable != nil)
        #expect(DebuggerIdentity.runningExecutable == Bundle.main.executableURL?.resolvingSymlinksInPath().path)
        #expect(DebuggerIdentity.executableName == Bundle.main.executableURL?.lastPathComponent)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real/tool")
        #expect(FileManager.default.createFile(atPath: target.path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("tool").path, withDestinationPath: "link/tool")
        for path in ["real/tool", "link/tool", "tool", "link/../real/tool", "./tool"].map({ folder.path + "/" + $0 }) {
            #expect(DebuggerIdentity.resolvedPath(path) == URL(fileURLWithPath: path).resolvingSymlinksInPath().path, "\(path)")
        }
        #expect(DebuggerIdentity.resolvedPath(folder.path + "/missing") == nil)
    }
}
