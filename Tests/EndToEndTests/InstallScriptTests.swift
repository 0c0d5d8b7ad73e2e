import Foundation
import Testing

/// `Scripts/install.sh`: its arguments and `--uninstall`. Installing itself builds a release
/// binary, which `.ci/run` does into a temporary prefix.
struct InstallScriptTests {
    static let script = PackagePaths.root.appendingPathComponent("Scripts/install.sh").path

    func install(_ arguments: String...) throws -> CommandOutput {
        try ExternalCommand.run("/bin/sh", [Self.script] + arguments)
    }

    @Test(arguments: [["--bogus"], ["--prefix"], ["--prefix="], ["--prefix", ""], ["run"]])
    func aBadArgumentIsOneLineAndStatusTwo(arguments: [String]) throws {
        let output = try ExternalCommand.run("/bin/sh", [Self.script] + arguments)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("install.sh: error: "))
        #expect(output.standardError.split(separator: "\n").count == 1)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func helpShowsTheUsage() throws {
        let output = try install("--help")
        #expect(output.status == 0)
        #expect(output.standardOutput == "usage: Scripts/install.sh [--prefix DIR] [--uninstall]\n")
    }

    @Test func uninstallRemovesOnlyPrefixBinStoredbg() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for name in ["storedbg", "other"] { try Data().write(to: bin.appendingPathComponent(name)) }

        let removed = try install("--uninstall", "--prefix=\(prefix.path)")
        #expect(removed.status == 0)
        #expect(removed.standardOutput == "Removed \(bin.path)/storedbg\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: bin.path) == ["other"])

        let again = try install("--prefix", prefix.path, "--uninstall")
        #expect(again.status == 0)
        #expect(again.standardOutput == "Nothing to remove: there is no \(bin.path)/storedbg\n")
    }
}
