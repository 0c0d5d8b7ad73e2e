import Foundation
import ScenarioLanguage
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

    /// PATH's folders cut as bytes are what `split(separator: ":")` gives, over thousands of
    /// seeded lists (empty folders, colons first and last, spaces, non-ASCII, a colon before a
    /// combining mark).
    @Test func theSearchPathIsCutAsSplitCutsIt() {
        let pieces = [":", ":", ":", "/usr/bin", "/bin", "a", " ", ".", "é", "日本", "\u{301}", "~", "\r\n", "/opt/swift/usr/bin"]
        var generator = SplitMix64(seed: 26)
        for seed in 0..<5000 {
            var path = ""
            for _ in 0..<Int.random(in: 0...10, using: &generator) { path += pieces.randomElement(using: &generator)! }
            #expect(DebuggerIdentity.folders(inSearchPath: path) == path.split(separator: ":").map(String.init), "seed \(seed): \(path)")
        }
    }
}
