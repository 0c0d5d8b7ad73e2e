import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 24: a debugger made with `StoreDebugger.main(clients:)` — `my-debugger`, the one
/// Docs/your-own-client.md shows — calls itself by its own name: help, errors, hints and journals
/// name it alone, and `--resume` names a journal it cannot take up, and why.
struct OwnDebuggerTests {
    private let state = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-own-\(UUID().uuidString)")

    private func run(_ name: String, _ arguments: [String]) throws -> CommandOutput {
        let binary = try #require(StoredbgBinary.locate(name), "build \(name) first (swift build)")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        environment["PATH"] = "/usr/bin:/bin"
        return try ExternalCommand.run(binary.path, arguments, environment: environment)
    }

    @Test func itsHelpNamesItAndOnlyWhatExistsForIt() throws {
        let help = try run("my-debugger", ["--help"]).standardOutput
        #expect(help.hasPrefix("my-debugger — MyApp's purchase code on a simulated App Store.\n"))
        #expect(help.contains("\n  my-debugger run [PATH ...]"))
        #expect(help.contains("$XDG_STATE_HOME/my-debugger/ (else ~/.local/state/my-debugger/)"))
        #expect(help.hasSuffix("  client myapp — MyApp: a 3-day trial, then Pro\n"))
        #expect(!help.contains("Scripts/install.sh"))
        #expect(!help.contains("storedbg run") && !help.contains("storedbg [") && !help.contains("storedbg/"), "\(help)")
        #expect(!help.contains("Quit storedbg"))
        let storedbg = try run("storedbg", ["--help"]).standardOutput
        #expect(storedbg.contains("Scripts/install.sh") && storedbg.contains("Scenarios/README.md"))
    }

    @Test func itsErrorsAndVersionNameIt() throws {
        let option = try run("my-debugger", ["run", "--jsn"])
        #expect(option.status == 2)
        #expect(option.standardError == "my-debugger: error: unknown option '--jsn'; did you mean '--json'? (see swift run my-debugger --help)\n")
        #expect(try run("my-debugger", ["--version"]).standardOutput == "my-debugger (storedbg 0.2.0)\n")
        let headless = try run("my-debugger", [])
        #expect(headless.standardError.hasPrefix("my-debugger: the interactive screen needs a terminal"), "\(headless.standardError)")
    }

    /// What explore writes says to run it with this debugger.
    @Test func itsExploreFindingsNameIt() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let out = state.appendingPathComponent("findings")
        let output = try run("my-debugger", ["explore", "--client", "cached-bool", "--sessions", "200", "--out", out.path])
        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("my-debugger explore --seed 1 --client cached-bool\n"))
        let finding = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first { $0.hasSuffix(".scenario") })
        let text = try String(contentsOf: out.appendingPathComponent(finding), encoding: .utf8)
        #expect(text.contains(", found by my-debugger explore --seed 1 in session"), "\(text)")
    }

    /// Journals are kept per debugger: storedbg does not see my-debugger's, and my-debugger says
    /// why it cannot take up one naming a client it does not know (it said "every journal
    /// ended with a quit").
    @Test func resumeNamesAJournalItCannotTakeUpAndWhy() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let folder = state.appendingPathComponent("my-debugger")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let journal = """
            # my-debugger session journal: built-in demo, started 2026-12-01 16:10
            # Replay it with 'my-debugger run FILE'; 'my-debugger --resume' takes it up again.
            product com.example.myapp.pro unlock
            # session
            client notes
            launch

            """
        try Data(journal.utf8).write(to: folder.appendingPathComponent("journal-20261201T161000Z-1.scenario"))

        let mine = try run("my-debugger", ["--resume"])
        #expect(mine.status == 2)
        #expect(mine.standardError == "my-debugger: error: no session to resume in \(folder.path): journal-20261201T161000Z-1.scenario "
                + "cannot be taken up: 5:8: expected 'reference', 'fault' or 'myapp', found 'notes' (e.g. `client reference`)\n")
        let storedbg = try run("storedbg", ["--resume"])
        #expect(storedbg.standardError == "storedbg: error: no session to resume: there is no journal in \(state.path)/storedbg\n")
    }

    /// `--client NAME` opens the screen on your own client without a scenario: the demo's
    /// catalogue, or a `.storekit` file's, with the client chosen before the first launch (it
    /// took a scenario, or `:client myapp` and `:relaunch`).
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
    func clientOptionOpensTheScreenOnYourClient() async throws {
        let binary = try #require(StoredbgBinary.locate("my-debugger"), "build my-debugger first (swift build)").path
        let demo = try TmuxSession(command: [binary, "--client", "myapp"], width: 80, height: 24)
        defer { demo.kill() }
        let screen = try await demo.waitFor(text: "b Buy", timeout: .seconds(20))
        #expect(screen.contains("client myapp"), "\(screen)")
        #expect(screen.contains("3-day trial: 3 days left"), "\(screen)")
        #expect(screen.contains("Permanent Unlock"), "\(screen)")

        let storekit = PackagePaths.root.appendingPathComponent("Tests/StoreKitConfigTests/Fixtures/derived/cjk-display-names.storekit").path
        let catalogue = try TmuxSession(command: [binary, storekit, "--client", "fault cached-bool"], width: 100, height: 30)
        defer { catalogue.kill() }
        let opened = try await catalogue.waitFor(text: "b Buy", timeout: .seconds(20))
        #expect(opened.contains("client FAULT cached-bool"), "\(opened)")
        #expect(opened.contains("花束（大）") && opened.contains("cached-bool · running"), "\(opened)")
    }

    /// A bad `--client` is refused before the screen starts, with the names it could be.
    @Test func clientOptionRefusesWhatItCannotOpen() throws {
        let misspelt = try run("my-debugger", ["--client", "myap"])
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError == "my-debugger: error: --client: unknown client 'myap'; did you mean 'myapp'?\n")
        let unknown = try run("my-debugger", ["--client", "zz"])
        #expect(unknown.standardError.hasPrefix("my-debugger: error: --client: unknown client 'zz'; expected 'reference', 'myapp' or a fault: grant-unverified, "),
                "\(unknown.standardError)")
        let withScenario = try run("my-debugger", ["--client", "myapp", "walkthrough.scenario"])
        #expect(withScenario.status == 2)
        #expect(withScenario.standardError.contains("a SCENARIO chooses its client with a 'client NAME' line"), "\(withScenario.standardError)")
        let twice = try run("my-debugger", ["--client", "myapp", "--client", "reference"])
        #expect(twice.standardError == "my-debugger: error: unexpected '--client reference': the interactive debugger opens one client\n")
        let unquoted = try run("my-debugger", ["--client", "fault", "cached-bool"])
        #expect(unquoted.standardError == "my-debugger: error: --client takes one word; quote a fault's name: --client \"fault cached-bool\" (or --client cached-bool)\n")
        let withResume = try run("my-debugger", ["--resume", "--client", "myapp"])
        #expect(withResume.standardError == "my-debugger: error: --resume takes up the last session with its own client; leave out --client\n")
    }
}
