import Foundation
import ScenarioLanguage
import StoreKitConfig
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Paths that are not regular files, empty or odd: refused at once with one line, never a hang.
@Suite(.serialized)
struct UnreadablePathTests {
    /// A temporary folder holding a FIFO `name` (and `files`, name → text), removed by the caller.
    func folder(fifo name: String?, files: [String: String] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let name { #expect(mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0) }
        for (file, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(file)) }
        return folder
    }

    /// Runs `body` on its own thread and waits at most `seconds`; on a timeout, opens `fifo` for
    /// writing so that a reader stuck in `open` is released, and returns nil.
    func withinSeconds<Value: Sendable>(_ seconds: Double, releasing fifo: String,
                                        _ body: @escaping @Sendable () -> Value) -> Value? {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.set(body())
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .timedOut else { return box.value }
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        _ = done.wait(timeout: .now() + 5)
        return nil
    }

    final class ResultBox<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?
        var value: Value? { lock.withLock { stored } }
        func set(_ value: Value) { lock.withLock { stored = value } }
    }

    @Test func aFIFOScenarioIsRefusedAtOnce() throws {
        let dir = try folder(fifo: "x.scenario")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("x.scenario").path
        let result = withinSeconds(5, releasing: fifo) { ScenarioRunner.run(path: fifo) }
        let run = try #require(result, "reading a FIFO scenario hung")
        #expect(run.status == .error)
        #expect(run.errors.map(\.description) == ["\(fifo):1:1: error: cannot read '\(fifo)': it is a FIFO (named pipe), not a regular file"])
    }

    @Test func aFIFOStoreKitFileIsRefusedAtOnceEverywhere() throws {
        let dir = try folder(fifo: "Products.storekit", files: ["walk.scenario": "storekit Products.storekit\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("Products.storekit").path
        let scenario = dir.appendingPathComponent("walk.scenario").path

        let loaded = withinSeconds(5, releasing: fifo) { StoreKitFile.load(path: fifo) }
        guard case .failure(let error)? = loaded else { Issue.record("StoreKitFile.load hung or decoded a FIFO"); return }
        #expect(error.message == "expected a readable file, found one that cannot be read: it is a FIFO (named pipe), not a regular file")

        let bridged = withinSeconds(5, releasing: fifo) { StoreKitBridge.load(fifo) }
        #expect(bridged == .failure(.unreadable(reason: "it is a FIFO (named pipe), not a regular file")))

        let line = withinSeconds(5, releasing: fifo) { ScenarioRunner.run(path: scenario) }
        #expect(line?.errors.map(\.description)
            == ["\(scenario):1:10: error: cannot read 'Products.storekit': it is a FIFO (named pipe), not a regular file"])
    }

    @Test func aFolderHoldingAFIFOIsCheckedWithoutOpeningIt() throws {
        let dir = try folder(fifo: "y.scenario", files: ["good.scenario": "launch\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("y.scenario").path
        let report = try #require(withinSeconds(5, releasing: fifo) { Checker.check([dir.path]) }, "check of a folder with a FIFO hung")
        #expect(report.files == 2)
        #expect(report.lines == ["\(fifo):1:1: error: cannot read '\(fifo)': it is a FIFO (named pipe), not a regular file"])
    }

    @Test func aDeviceIsRefusedUnopened() throws {
        #expect(throws: FileReader.Failure.self) { try FileReader.read(path: "/dev/zero", limit: 100) }
        do {
            _ = try FileReader.read(path: "/dev/null", limit: 100)
        } catch {
            #expect(error.message == "cannot read '/dev/null': it is a character device, not a regular file")
        }
    }

    @Test func aFileTheSystemCannotReadSaysSoInWords() throws {
        try #require(FileManager.default.fileExists(atPath: "/proc/self/mem"))
        let result = ScenarioRunner.run(path: "/proc/self/mem")
        #expect(result.errors.map(\.description)
            == ["/proc/self/mem:1:1: error: cannot read '/proc/self/mem': the system could not read it (input/output error)"])
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableFileSaysPermissionDenied() throws {
        let dir = try folder(fifo: nil, files: ["locked.scenario": "launch\n", "locked.storekit": "{}"])
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["locked.scenario", "locked.storekit"] {
            #expect(chmod(dir.appendingPathComponent(name).path, 0) == 0)
        }
        let scenario = dir.appendingPathComponent("locked.scenario").path
        #expect(ScenarioRunner.run(path: scenario).errors.map(\.message) == ["cannot read '\(scenario)': permission denied"])
        let storekit = dir.appendingPathComponent("locked.storekit").path
        guard case .failure(let error) = StoreKitFile.load(path: storekit) else { Issue.record("decoded"); return }
        #expect(error.message == "expected a readable file, found one that cannot be read: permission denied")
    }

    @Test(.enabled(if: getuid() != 0, "root lists any folder"))
    func anUnreadableFolderIsAnErrorForCheckAsForRun() throws {
        let dir = try folder(fifo: nil)
        defer {
            chmod(dir.path, 0o755)
            try? FileManager.default.removeItem(at: dir)
        }
        #expect(chmod(dir.path, 0) == 0)
        let report = Checker.check([dir.path])
        #expect(report.lines == ["\(dir.path):1:1: error: cannot list this folder: permission denied"])
    }

    @Test func aFolderBelowTheGivenOneIsListedWithItsFiles() throws {
        let dir = try folder(fifo: nil, files: ["b.scenario": "launch\n", "a.txt": "x"])
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("launch\n".utf8).write(to: dir.appendingPathComponent("inner/a.scenario"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop").path, withDestinationPath: dir.path)
        #expect(ScenarioRunner.discover([dir.path + "/"]).files == ["\(dir.path)/b.scenario", "\(dir.path)/inner/a.scenario"])
    }

    @Test func aFileThroughAFileSaysWhyNotNoneAtThisPath() throws {
        let dir = try folder(fifo: nil, files: ["plain": "x"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("plain/Products.storekit").path
        guard case .failure(let error) = StoreKitFile.load(path: path) else { Issue.record("decoded"); return }
        #expect(error.message == "expected a readable file, found one that cannot be read: a part of the path is not a folder")
    }

    @Test func anEmptyOrUnreadableFolderIsAnErrorForCheckAsForRun() throws {
        let dir = try folder(fifo: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = Checker.check([dir.path])
        #expect(report.errors == 1)
        #expect(report.lines == ["\(dir.path):1:1: error: no .scenario or .storekit files found"])
    }

    @Test func anEmptyPathSaysWhatIsWrong() {
        let report = Checker.check([""])
        #expect(report.lines == ["\"\":1:1: error: expected a file or folder path, found an empty argument"])
        #expect(ScenarioRunner.run(path: "").errors.map(\.description) == ["\"\":1:1: error: expected a file path, found an empty one"])
    }

    @Test func aNewlineInAPathStaysOnOneLine() {
        let report = Checker.check(["bad\npath.scenario"])
        #expect(report.lines == ["bad\\npath.scenario:1:1: error: no such file or folder"])
        let run = ScenarioRunner.run(path: "a\u{1B}[31m\u{202E}.scenario")
        #expect(run.errors.map(\.description)
            == ["a\\u{1B}[31m\\u{202E}.scenario:1:1: error: cannot read 'a\\u{1B}[31m\\u{202E}.scenario': no such file"])
        let human = HumanReport.render([run], trace: true)
        #expect(!human.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        #expect(human.split(separator: "\n").count == 4, "\(human)")
    }
}

extension UnreadablePathTests {
    @Test func theJSONReportEscapesWhatWouldReorderOrSplitALine() {
        let run = ScenarioRunner.run(path: "a\u{202E}b\u{85}\u{2028}.scenario")
        let json = JSONReport.render([run], trace: false)
        #expect(json.contains(#"a\u202eb\u0085\u2028.scenario"#), "\(json)")
        #expect(!json.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{85}" || $0 == "\u{2028}" })
    }
}
