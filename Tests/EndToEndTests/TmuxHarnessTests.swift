import Foundation
import Testing

@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TmuxHarnessTests {
    @Test func aShellRunsTypesAndAnswers() async throws {
        let session = try TmuxSession(command: ["/bin/sh"], environment: ["PS1": "$ "])
        defer { session.kill() }
        try session.type("echo answer-$((6 * 7))")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "answer-42")
    }

    @Test func theEnvironmentReachesTheCommand() async throws {
        let session = try TmuxSession(command: ["/bin/sh", "-c", "echo \"$TERM $SWIFT_BACKTRACE $EXTRA\"; sleep 600"],
                                      environment: ["EXTRA": "given"])
        defer { session.kill() }
        try await session.waitFor(text: "xterm-256color interactive=no given")
    }

    @Test func catEchoesWhatIsTyped() async throws {
        let session = try TmuxSession(command: ["/bin/cat"])
        defer { session.kill() }
        try session.type("hello storedbg")
        try session.send(keys: "Enter")
        let screen = try await session.waitUntil("cat echoed the line") {
            $0.components(separatedBy: "hello storedbg").count == 3
        }
        #expect(screen.hasPrefix("hello storedbg\nhello storedbg"))
    }

    @Test func resizeChangesTheTerminalSize() async throws {
        let session = try TmuxSession(command: ["/bin/sh"], width: 80, height: 24, environment: ["PS1": "$ "])
        defer { session.kill() }
        try session.type("stty size")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "24 80")
        try session.resize(width: 100, height: 30)
        try session.type("stty size")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "30 100")
    }

    @Test func aTimeoutReportsTheScreen() async throws {
        let session = try TmuxSession(command: ["/bin/sh", "-c", "echo visible-marker; sleep 600"])
        defer { session.kill() }
        try await session.waitFor(text: "visible-marker")
        do {
            try await session.waitFor(text: "never shown", timeout: .milliseconds(300))
            Issue.record("waitFor did not time out")
        } catch let error as TmuxError {
            #expect(error.description.contains("the screen shows \"never shown\""))
            #expect(error.description.contains("visible-marker"))
        }
    }

    @Test func killEndsTheServer() throws {
        let session = try TmuxSession(command: ["/bin/sh"])
        session.kill()
        #expect(throws: TmuxError.self) { try session.screen() }
    }
}

@Suite struct StoredbgBinaryTests {
    @Test func theBuiltExecutableIsFound() throws {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
    }
}
