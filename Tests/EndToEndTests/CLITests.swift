import Foundation
import Testing

/// The real `storedbg` binary, headless: exit statuses, the closing summary line, one line per
/// input error, and the files it writes. Runs it with posix_spawn (`ExternalCommand`), waiting
/// by pid, so no pipe is left for a child to hold open.
@Suite(.serialized)
struct CLITests {
    static let scenarios = PackagePaths.root.appendingPathComponent("Scenarios").path

    func storedbg(_ arguments: String...) throws -> CommandOutput {
        let binary = try #require(StoredbgBinary.locate(), "build storedbg first (swift build), or set STOREDBG_BINARY")
        return try ExternalCommand.run(binary.path, arguments)
    }

    /// A temporary folder with `files` (name → text), removed by the caller.
    func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }

    /// `path:line:column: error: …`
    func isDiagnostic(_ line: String) -> Bool {
        line.contains(#/^\s*\S+:\d+:\d+: error: \S/#)
    }

    static var scenarioCount: Int {
        (FileManager.default.enumerator(atPath: scenarios)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".scenario") }.count
    }

    @Test func runningTheScenariosFolderPassesEveryFile() throws {
        let output = try storedbg("run", Self.scenarios)
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(lines(output.standardOutput).last == "\(Self.scenarioCount) passed, 0 failed")
        #expect(output.standardError.isEmpty)
        #expect(!output.standardOutput.contains("FAIL"))
    }

    /// With standard output closed (`>&-`), `run` and `explore` write their report nowhere and
    /// exit with their status: they trapped writing it (SIGILL, status 132).
    @Test func aClosedStandardOutputIsNotACrash() throws {
        let binary = try #require(StoredbgBinary.locate())
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-closed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ExternalCommand.run("/bin/sh", ["-c", "exec \"$1\" run \"$2\" >&-", "sh", binary.path, Self.scenarios])
        #expect(run.status == 0, "\(run.standardError)")
        let explore = try ExternalCommand.run("/bin/sh", ["-c", "exec \"$1\" explore --client cached-bool --sessions 100 --out \"$2\" >&-",
                                                          "sh", binary.path, out.path])
        #expect(explore.status == 1, "\(explore.standardError)")
    }

    @Test func withoutAPathRunReadsScenariosFromTheCurrentFolder() throws {
        let binary = try #require(StoredbgBinary.locate())
        let output = try ExternalCommand.run("/bin/sh", ["-c", "cd \"$1\" && exec \"$2\" run", "sh", PackagePaths.root.path, binary.path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(lines(output.standardOutput).last == "\(Self.scenarioCount) passed, 0 failed")
        #expect(output.standardOutput.hasPrefix("PASS  Scenarios/"))
    }

    @Test func aFailingExpectationExitsOne() throws {
        let dir = try folder(["failing.scenario": "product com.example.pro unlock\nlaunch\nexpect owned com.example.pro\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("failing.scenario").path
        let output = try storedbg("run", path)
        #expect(output.status == 1)
        #expect(lines(output.standardOutput) == [
            lines(output.standardOutput).first ?? "",
            "  \(path):3:1: expect owned com.example.pro",
            "    expected com.example.pro owned",
            "    found    not owned on phone (the store has no transaction of it)",
            "0 passed, 1 failed",
        ])
        #expect(output.standardOutput.hasPrefix("FAIL  \(path) ("))
    }

    @Test func aBadFileExitsTwoWithOneDiagnosticLine() throws {
        let dir = try folder(["bad.scenario": "product com.example.pro unlock\nlaunch\nbuy com.example.pr\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bad.scenario").path
        let output = try storedbg("run", path)
        #expect(output.status == 2)
        let diagnostics = lines(output.standardOutput + output.standardError).filter(isDiagnostic)
        #expect(diagnostics.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "\(path):3:5: error: unknown product 'com.example.pr'; did you mean 'com.example.pro'? (e.g. `buy com.example.pro`)",
        ])
        #expect(lines(output.standardOutput).last == "0 passed, 1 failed")
        #expect(!output.standardError.contains("Fatal error"))
    }

    @Test func aCommandRefusedAtItsStepExitsTwo() throws {
        let dir = try folder(["refused.scenario": "product com.example.pro unlock\napprove #1\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("refused.scenario").path
        let output = try storedbg("run", path)
        #expect(output.status == 2)
        #expect(lines(output.standardOutput + output.standardError).filter(isDiagnostic).map { $0.trimmingCharacters(in: .whitespaces) }
            == ["\(path):2:1: error: there is no transaction #1 (the ledger is empty)"])
    }

    @Test func aMissingPathExitsTwo() throws {
        let output = try storedbg("run", "/nonexistent/storedbg-scenarios")
        #expect(output.status == 2)
        #expect(lines(output.standardError) == ["/nonexistent/storedbg-scenarios:1:1: error: no such file or folder"])
    }

    @Test func aFolderWithoutScenariosExitsTwo() throws {
        let empty = try folder([:])
        defer { try? FileManager.default.removeItem(at: empty) }
        let output = try storedbg("run", empty.path)
        #expect(output.status == 2)
        #expect(lines(output.standardError) == ["\(empty.path):1:1: error: no .scenario files found"])
    }

    @Test func runRefusesAStoreKitFile() throws {
        let files = try folder(["shop.storekit": "{}"])
        defer { try? FileManager.default.removeItem(at: files) }
        let output = try storedbg("run", files.appendingPathComponent("shop.storekit").path)
        #expect(output.status == 2)
        #expect(lines(output.standardError).count == 1)
        #expect(lines(output.standardError).allSatisfy(isDiagnostic))
    }

    /// A message that tells the user a command says what runs: `storedbg` once installed (the
    /// `storedbg` on PATH is this binary), `swift run storedbg` otherwise.
    @Test func messagesNameTheCommandThatRuns() throws {
        let binary = try #require(StoredbgBinary.locate()).resolvingSymlinksInPath()
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/usr/bin:/bin"
        let notInstalled = try ExternalCommand.run(binary.path, ["run", "--jsn"], environment: environment)
        #expect(notInstalled.standardError.hasSuffix("(see swift run storedbg --help)\n"))
        environment["PATH"] = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let installed = try ExternalCommand.run(binary.path, ["run", "--jsn"], environment: environment)
        #expect(installed.standardError.hasSuffix("(see storedbg --help)\n"))
        #expect(installed.status == 2 && notInstalled.status == 2)
    }

    /// Issue 24: a path that names nothing is one line in one wording, whatever command took it
    /// (there were three: "no such file or folder", "cannot read 'X': no such file", "cannot read
    /// 'X': there is no such file").
    @Test func aMissingPathIsReportedOneWayByEveryCommand() throws {
        let expected = "/nonexistent/x.scenario:1:1: error: no such file or folder"
        #expect(lines(try storedbg("run", "/nonexistent/x.scenario").standardError) == [expected])
        #expect(lines(try storedbg("check", "/nonexistent/x.scenario").standardOutput).first == expected)
        #expect(lines(try storedbg("/nonexistent/x.scenario").standardError) == [expected])
        #expect(lines(try storedbg("explore", "/nonexistent/x.scenario").standardError) == [expected])
        let storekit = "/nonexistent/x.storekit:1:1: error: no such file or folder"
        #expect(lines(try storedbg("--storekit", "/nonexistent/x.storekit").standardError) == [storekit])
        #expect(lines(try storedbg("/nonexistent/x.storekit").standardError) == [storekit])
        #expect(lines(try storedbg("check", "/nonexistent/x.storekit").standardOutput).first == storekit)
    }

    /// Issue 24: `storedbg chek` suggested `run` (it took the word for a scenario); a word close
    /// to a command, naming no file, is taken for that command mistyped.
    @Test func aMistypedCommandSuggestsTheCommand() throws {
        for arguments in [["chek"], ["chek", "Scenarios"], ["rn", "Scenarios"], ["explor"]] {
            let output = try ExternalCommand.run(try #require(StoredbgBinary.locate()).path, arguments,
                                                 environment: ["PATH": "/usr/bin:/bin"])
            #expect(output.status == 2)
            let command = ["chek": "check", "rn": "run", "explor": "explore"][arguments[0]] ?? ""
            #expect(output.standardError == "storedbg: error: unknown command '\(arguments[0])'; did you mean '\(command)'? (see swift run storedbg --help)\n")
        }
    }

    /// Issue 24: the hint names the command that runs this binary: a release binary started by its
    /// path said `(see swift run storedbg --help)`, which builds and runs another one.
    @Test func aBinaryStartedByItsPathNamesThatPath() throws {
        let binary = try #require(StoredbgBinary.locate()).resolvingSymlinksInPath()
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("storedbg")
        try FileManager.default.createSymbolicLink(at: copy, withDestinationURL: binary)
        let byAbsolutePath = try ExternalCommand.run(copy.path, ["run", "--jsn"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(byAbsolutePath.standardError.hasSuffix("(see \(copy.path) --help)\n"))
        let byRelativePath = try ExternalCommand.run("/bin/sh", ["-c", "cd \"$1\" && exec ./storedbg run --jsn", "sh", dir.path],
                                                     environment: ["PATH": "/usr/bin:/bin"])
        #expect(byRelativePath.standardError.hasSuffix("(see ./storedbg --help)\n"))
    }

    @Test func checkAcceptsAGoodStoreKitFile() throws {
        let good = PackagePaths.root.appendingPathComponent("Scenarios/storekit/russell-archer--StoreHelper--Products.storekit").path
        let output = try storedbg("check", good)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(lines(output.standardOutput).last == "1 file checked: 0 errors, 0 warnings")
    }

    @Test func checkRejectsABadStoreKitFile() throws {
        let dir = try folder(["bad.storekit": "{\n  \"products\" : [\n    { \"productID\" : 7 }\n  ],\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bad.storekit").path
        let output = try storedbg("check", path)
        #expect(output.status == 2)
        let diagnostics = lines(output.standardOutput).filter(isDiagnostic)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.hasPrefix("\(path):") }, "\(diagnostics)")
        #expect(lines(output.standardOutput).last?.hasPrefix("1 file checked: ") == true)
    }

    /// What `check` calls an error, `--storekit` refuses with the same line; the empty price
    /// Xcode writes on a free introductory offer is neither.
    @Test func checkAndStorekitReadAFileAlike() throws {
        let dir = try folder(["bad.storekit": "{ \"products\" : [ { \"productID\" : \"a\", \"type\" : \"Consumable\", \"displayPrice\" : \"1,99\" } ] }"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.storekit").path
        let check = try storedbg("check", bad)
        let interactive = try storedbg("--storekit=\(bad)")
        #expect(check.status == 2 && interactive.status == 2)
        #expect(lines(interactive.standardError) == [lines(check.standardOutput).first ?? ""])
        #expect(interactive.standardError.hasPrefix("\(bad):1:"))

        let xcode = PackagePaths.root.appendingPathComponent("Tests/StoreKitConfigTests/Fixtures/derived/free-intro-offer-empty-displayPrice.storekit").path
        // Its one warning: the offer code's isStackable, which storedbg does not simulate.
        #expect(try storedbg("check", xcode).standardOutput.hasSuffix("1 file checked: 0 errors, 1 warning\n"))
        try Data("""
            storekit \(xcode)
            launch
            buy com.revenuecat.annual_39.99.2_week_intro
            expect owned com.revenuecat.annual_39.99.2_week_intro

            """.utf8).write(to: dir.appendingPathComponent("intro.scenario"))
        let run = try storedbg("run", dir.appendingPathComponent("intro.scenario").path)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }

    @Test func checkValidatesTheWholeScenariosFolder() throws {
        let output = try storedbg("check", Self.scenarios)
        #expect(output.status == 0, "\(output.standardOutput)")
        // Warnings only: the offers' fields storedbg reads but does not simulate (isStackable).
        #expect(lines(output.standardOutput).last?.contains(" checked: 0 errors, ") == true)
        #expect(lines(output.standardOutput).dropLast().allSatisfy { $0.contains(": warning: ") })
    }

    @Test func junitWritesTheReport() throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.xml").path
        let output = try storedbg("run", Self.scenarios + "/matrix", "--junit", report)
        #expect(output.status == 0, "\(output.standardOutput)")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"storedbg\" tests=\"15\" failures=\"0\" errors=\"0\""))
        #expect(xml.components(separatedBy: "<testcase ").count == 16)
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    /// Issue 26: `--junit DIR` failed with "The operation could not be completed. (NSCocoaErrorDomain
    /// error 512.)"; a folder, or a path in a folder that does not exist, is one line saying so.
    @Test func junitToAFolderIsOneClearLine() throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = Self.scenarios + "/matrix/01-fresh-install-before-evaluation.scenario"
        let toFolder = try storedbg("run", scenario, "--junit", dir.path)
        #expect(toFolder.status == 2)
        #expect(lines(toFolder.standardError) == ["\(dir.path):1:1: error: cannot write the JUnit report: it is a folder; "
                                                  + "give a FILE to write it to, such as \(dir.path)/report.xml"])
        let missing = dir.appendingPathComponent("no/such/report.xml").path
        let toNowhere = try storedbg("run", scenario, "--junit", missing)
        #expect(lines(toNowhere.standardError) == ["\(missing):1:1: error: cannot write the JUnit report: its folder does not exist"])
    }

    @Test func jsonEndsWithASummaryObject() throws {
        let output = try storedbg("run", Self.scenarios + "/faults", "--json")
        #expect(output.status == 0)
        let objects = lines(output.standardOutput)
        // The header, one object per file of faults/ (13), the summary.
        #expect(objects.count == 15)
        #expect(objects.first == #"{"type":"header","format_version":1}"#)
        #expect(objects.last == #"{"type":"summary","passed":13,"failed":0}"#)
    }

    @Test func anAttachedValueIsReadLikeASeparateOne() throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.xml").path
        let output = try storedbg("run", "--junit=\(report)", "-j1", Self.scenarios + "/matrix")
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"<testcase classname="\#(Self.scenarios)/matrix" name="\#(Self.scenarios)/matrix/01-"#))
    }

    /// Only `-j` takes an attached value among the short options: any other word after one
    /// dash is named whole in the error.
    @Test func aSingleDashWordIsNamedWhole() throws {
        let output = try storedbg("-mono")
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("storedbg: error: unknown option '-mono'; did you mean '--mono'?"))
        let jobs = try storedbg("run", "-j3x")
        #expect(lines(jobs.standardError) == ["storedbg: error: -j expects a number of files to run at once (1 or more), found '3x'"])
    }

    @Test func afterDoubleDashEveryArgumentIsAPath() throws {
        let run = try storedbg("run", "--", "--json")
        #expect(run.status == 2)
        #expect(lines(run.standardError) == ["--json:1:1: error: no such file or folder"])
        let check = try storedbg("check", "--", "--help")
        #expect(check.status == 2)
        #expect(lines(check.standardOutput).first == "--help:1:1: error: no such file or folder")
        let interactive = try storedbg("--mono", "--", "-missing.scenario")
        #expect(interactive.status == 2)
        #expect(lines(interactive.standardError) == ["-missing.scenario:1:1: error: no such file or folder"])
    }

    /// The same files on one core, on two and on one per core (the default): the same output,
    /// durations aside (in JSON they are all under `timings`).
    @Test func parallelRunsPrintWhatASerialRunPrints() throws {
        func withoutDurations(_ text: String) -> String {
            text.replacing(#/ \(\d+ ms\)/#, with: "").replacing(#/,"timings":\{[^}]*\}/#, with: "")
        }
        for format in [[], ["--json", "--trace"]] {
            let serial = try ExternalCommand.run(try #require(StoredbgBinary.locate()).path, ["run", Self.scenarios, "-j", "1"] + format)
            #expect(serial.status == 0)
            for jobs in [["-j", "2"], ["--jobs=3"], []] {
                let parallel = try ExternalCommand.run(try #require(StoredbgBinary.locate()).path, ["run", Self.scenarios] + jobs + format)
                #expect(parallel.status == 0)
                #expect(withoutDurations(parallel.standardOutput) == withoutDurations(serial.standardOutput), "\(jobs) \(format)")
            }
        }
    }

    @Test func theShardsTogetherRunEveryFileOnce() throws {
        func paths(_ output: CommandOutput) -> [String] {
            lines(output.standardOutput).filter { $0.hasPrefix("PASS ") }.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
        }
        let all = try storedbg("run", Self.scenarios)
        let shards = try (1...3).map { try storedbg("run", Self.scenarios, "--shard", "\($0)/3") }
        #expect(shards.allSatisfy { $0.status == 0 })
        #expect(shards.flatMap(paths).sorted() == paths(all).sorted())
        #expect(shards.map { paths($0).count }.allSatisfy { abs($0 - Self.scenarioCount / 3) <= 1 })
        let json = try storedbg("run", Self.scenarios, "--shard=2/3", "--json")
        #expect(lines(json.standardOutput).first == #"{"type":"header","format_version":1,"shard":{"index":2,"count":3}}"#)
    }

    @Test(arguments: [["--help"], ["-h"], ["run", "--help"]])
    func helpExitsZero(arguments: [String]) throws {
        let binary = try #require(StoredbgBinary.locate())
        let output = try ExternalCommand.run(binary.path, arguments)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("storedbg run [PATH ...] [--json] [--junit FILE] [--trace]"))
        #expect(output.standardError.isEmpty)
        // The key list is the key map's, as the screen's ? help shows it: every key is there.
        #expect(output.standardOutput.contains("\n  Tab S-Tab  Move to the next or previous pane\n"))
        #expect(output.standardOutput.contains("\n  r          Refund the selected transaction (asks y/n)\n"))
    }

    @Test func versionExitsZero() throws {
        let output = try storedbg("--version")
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("storedbg "))
        #expect(lines(output.standardOutput).count == 1)
    }

    @Test(arguments: [["run", "--jsn"], ["check", "--strict", "x"], ["--colour"], ["run", "--junit"], ["run", "--junit="],
                      ["run", "--json=yes"], ["run", "-j", "0"], ["run", "-j", "two"], ["run", "--jobs"], ["run", "--shard", "4/3"],
                      ["run", "--shard=1/"], ["--storekit"], ["--mono=no"]])
    func aBadOptionExitsTwoWithOneLine(arguments: [String]) throws {
        let binary = try #require(StoredbgBinary.locate())
        let output = try ExternalCommand.run(binary.path, arguments)
        #expect(output.status == 2)
        #expect(lines(output.standardError).count == 1, "\(output.standardError)")
        #expect(output.standardError.hasPrefix("storedbg: error: "))
        #expect(output.standardOutput.isEmpty)
    }
}
