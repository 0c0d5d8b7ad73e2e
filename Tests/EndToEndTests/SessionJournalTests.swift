import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The session journal: a session killed mid-way is offered back at the next start (or taken
/// up with --resume), and comes back as it was: the same screen, the same `w` output.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct SessionJournalTests {
    private let unlock = "com.example.app.permanentUnlock"
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)

    /// A folder for the run, with the journals under `state`.
    private struct Run {
        let session: TmuxSession
        let folder: URL
        var state: URL { folder.appendingPathComponent("state") }
        var journals: URL { state.appendingPathComponent("storedbg") }

        /// The pid of the first storedbg, which the shell writes before exec'ing it.
        func firstPID() throws -> pid_t {
            let text = try String(contentsOf: folder.appendingPathComponent("storedbg.pid"), encoding: .utf8)
            return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }

        func written(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
    }

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// storedbg in `folder`, then (once it has ended, however) `second` in the same pane.
    private func start(in folder: URL? = nil, then second: [String]) throws -> Run {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let folder = try folder ?? makeFolder()
        let script = """
            cd "$1" || exit 1
            sh -c 'echo $$ > storedbg.pid; exec "$0"' "$2"
            "$2" \(second.joined(separator: " "))
            echo "second-exit=$?"
            exec sleep 600
            """
        let session = try TmuxSession(command: ["/bin/sh", "-c", script, "sh", folder.path, binary],
                                      environment: ["XDG_STATE_HOME": folder.appendingPathComponent("state").path])
        return Run(session: session, folder: folder)
    }

    /// The screen without its status line (the second row from the bottom), which says what
    /// the last action did: "Wrote …" before, "Resumed …" after.
    private func panes(_ screen: String) -> [String] {
        var rows = screen.components(separatedBy: "\n")
        while rows.last == "" { rows.removeLast() }
        if rows.count >= 2 { rows.remove(at: rows.count - 2) }
        return rows
    }

    /// Purchases, an approval, days, an undo and a prompt command; then `w`.
    private func playSession(on session: TmuxSession) async throws -> String {
        try await session.waitFor(text: "b Buy", timeout: timeout)
        try session.send(keys: "b")
        try session.send(keys: "a")
        try await session.waitFor(text: "#1 awaits approval", timeout: timeout)
        try session.send(keys: "a")
        try await session.waitFor(text: "[+] UNLOCKED", timeout: timeout)
        for key in ["+", "+", "+", "u"] { try session.send(keys: key) }
        try await session.waitFor(text: "Undid advance 1d", timeout: timeout)
        try session.type(":advance 3d")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "2026-01-06", timeout: timeout)
        try session.send(keys: "w")
        return try await session.waitFor(text: "session-1.scenario", timeout: timeout)
    }

    /// SIGKILL gives the process no chance at all; SIGHUP (a closed terminal) restores the
    /// terminal and ends it.
    @Test(arguments: [SIGKILL, SIGHUP])
    func aSessionKilledMidWayIsOfferedBackAsItWas(signal: Int32) async throws {
        let run = try start(then: [])
        defer { run.session.kill() }
        let before = try await playSession(on: run.session)

        #expect(kill(try run.firstPID(), signal) == 0)
        try await run.session.waitFor(text: "Resume the session of", timeout: timeout)
        let offer = try run.session.screen()
        #expect(offer.contains("5 commands?"), "\(offer)")
        #expect(offer.contains("r resume · n new"))
        try run.session.send(keys: "r")
        let after = try await run.session.waitFor(text: "Resumed the session of", timeout: timeout)
        #expect(panes(after) == panes(before), "before:\n\(before)\nafter:\n\(after)")

        try run.session.send(keys: "w")
        try await run.session.waitFor(text: "session-2.scenario", timeout: timeout)
        #expect(try run.written("session-2.scenario") == run.written("session-1.scenario"))

        // A clean quit marks the journal finished: nothing is offered next time.
        try run.session.send(keys: "q")
        try await run.session.waitFor(text: "second-exit=0", timeout: timeout)
        let journals = try FileManager.default.contentsOfDirectory(atPath: run.journals.path).filter { $0.hasPrefix("journal-") }.sorted()
        #expect(journals.count == 2)
        let first = try String(contentsOf: run.journals.appendingPathComponent(journals[0]), encoding: .utf8)
        let second = try String(contentsOf: run.journals.appendingPathComponent(journals[1]), encoding: .utf8)
        #expect(first.hasSuffix("\n# resumed\n"))
        #expect(second.hasSuffix("\n# finished\n"))
        // The journal is itself a scenario: the undone day is not in it.
        #expect(second.contains("# session\nbuy \(unlock) ask-to-buy\napprove #1\nadvance 1d\nadvance 1d\nadvance 3d\n# finished\n"),
                "\(second)")
    }

    @Test func resumeTakesTheSessionUpWithoutAsking() async throws {
        let run = try start(then: ["--resume"])
        defer { run.session.kill() }
        try await run.session.waitFor(text: "b Buy", timeout: timeout)
        try run.session.type(":buy \(unlock)")
        try run.session.send(keys: "Enter")
        try await run.session.waitFor(text: "[+] UNLOCKED", timeout: timeout)
        #expect(kill(try run.firstPID(), SIGKILL) == 0)
        let screen = try await run.session.waitFor(text: "Resumed the session of", timeout: timeout)
        #expect(screen.contains("[+] UNLOCKED"))
        #expect(screen.contains("1 command replayed"))
    }

    @Test func aDeclinedSessionIsNotOfferedAgainAndOnlyTheNewestTenJournalsAreKept() async throws {
        let folder = try makeFolder()
        let journals = folder.appendingPathComponent("state/storedbg")
        try FileManager.default.createDirectory(at: journals, withIntermediateDirectories: true)
        for number in 10...21 {
            let ending = number == 21 ? "" : "# finished\n"
            try "# storedbg session journal: built-in demo, started 2000-01-\(number) 09:00\nproduct p unlock\n# session\nlaunch\n\(ending)"
                .write(to: journals.appendingPathComponent("journal-200001\(number)T090000Z-1.scenario"), atomically: true, encoding: .utf8)
        }
        let run = try start(in: folder, then: [])
        defer { run.session.kill() }
        try await run.session.waitFor(text: "Resume the session of 2000-01-21 09:00, 1 command?", timeout: timeout)
        try run.session.send(keys: "n")
        try await run.session.waitFor(text: "[~] EVALUATION 14 days left", timeout: timeout)
        try run.session.send(keys: "q")
        // The second start offers nothing: the declined session is set aside.
        try await run.session.waitUntil("the second start shows the demo", timeout: timeout) {
            $0.contains("Press b to buy") && !$0.contains("Resume the session")
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: journals.path).filter { $0.hasPrefix("journal-") }.sorted()
        #expect(kept.count == 10, "\(kept)")
        #expect(kept.first == "journal-20000114T090000Z-1.scenario")
        let declined = try String(contentsOf: journals.appendingPathComponent("journal-20000121T090000Z-1.scenario"), encoding: .utf8)
        #expect(declined.hasSuffix("launch\n# not resumed\n"))
    }

    /// The journal a `--resume` takes up is ended only once the screen is up: when curses
    /// cannot start (an unknown TERM), the session is still there to resume.
    @Test func aResumeThatCannotStartTheScreenLosesNothing() async throws {
        let folder = try makeFolder()
        let journals = folder.appendingPathComponent("state/storedbg")
        try FileManager.default.createDirectory(at: journals, withIntermediateDirectories: true)
        try "# storedbg session journal: built-in demo, started 2000-01-21 09:00\nproduct p unlock\n# session\nlaunch\n"
            .write(to: journals.appendingPathComponent("journal-20000121T090000Z-1.scenario"), atomically: true, encoding: .utf8)
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let session = try TmuxSession(command: ["/bin/sh", "-c", "\"$0\" --resume; echo \"exit=$?\"; exec sleep 600", binary],
                                      environment: ["XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                                                    "TERM": "storedbg-no-such-terminal"])
        defer { session.kill() }
        let screen = try await session.waitFor(text: "exit=2", timeout: timeout)
        #expect(screen.contains("cannot start the screen"), "\(screen)")
        let open = try FileManager.default.contentsOfDirectory(atPath: journals.path).filter { $0.hasPrefix("journal-") }
            .map { try String(contentsOf: journals.appendingPathComponent($0), encoding: .utf8) }
            .filter { !$0.hasSuffix("# resumed\n") && !$0.hasSuffix("# finished\n") && !$0.hasSuffix("# not resumed\n") }
        #expect(open.count == 1 && open.first?.hasSuffix("# session\nlaunch\n") == true, "\(open)")
    }
}

/// `--resume` and `--help` on the command line, no terminal needed.
struct ResumeOptionTests {
    private func storedbg(_ arguments: [String], state: URL) throws -> CommandOutput {
        let binary = try #require(StoredbgBinary.locate(), "build storedbg first (swift build), or set STOREDBG_BINARY")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        return try ExternalCommand.run(binary.path, arguments, environment: environment)
    }

    private let state = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-state-\(UUID().uuidString)")

    @Test func resumeWithNothingToResumeIsOneLineAndStatusTwo() throws {
        let output = try storedbg(["--resume"], state: state)
        #expect(output.status == 2)
        #expect(output.standardError == "storedbg: error: no session to resume: there is no journal in \(state.path)/storedbg\n")
    }

    @Test func resumeTakesNoScenarioOrCatalogue() throws {
        let output = try storedbg(["--resume", "walk.scenario"], state: state)
        #expect(output.status == 2)
        #expect(output.standardError.contains("--resume takes up the last session with its own scenario and catalogue"))
    }

    @Test func helpSaysWhereTheJournalsAreAndHowManyAreKept() throws {
        let output = try storedbg(["--help"], state: state)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("storedbg --resume [--mono]"))
        #expect(output.standardOutput.contains("$XDG_STATE_HOME/storedbg/ (else ~/.local/state/storedbg/); the last 10 journals are kept"))
    }
}
