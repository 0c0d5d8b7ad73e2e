import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a debugger executable calls itself — storedbg, or an app team's own (`my-debugger`) —
/// in its help, its error messages, the hints that tell the user a command, the sessions it
/// writes and the folder of its journals.
struct DebuggerIdentity: Sendable {
    /// One word: the executable's own name unless `StoreDebugger.main` was given one.
    let name: String
    /// One line for the top of `--help`.
    let summary: String
    /// storedbg itself, whose package holds the docs, the shipped scenarios and the install script.
    let isStoredbg: Bool
    /// What to type to run it from the working folder, for the hints that tell the user a
    /// command: NAME when the NAME found on PATH is this very executable (installed); the path
    /// it was started by (`.build/release/storedbg`, `/opt/tools/storedbg`); `swift run
    /// EXECUTABLE` when `swift run` started it from a clone of the package.
    let command: String

    static let storedbgSummary = "an interactive terminal debugger for StoreKit 2 purchase code, over a simulated App Store."

    /// storedbg's own executable.
    static var storedbg: DebuggerIdentity {
        DebuggerIdentity(name: "storedbg", summary: storedbgSummary, isStoredbg: true)
    }

    /// An app team's debugger: `name`, or the executable's own; `summary`, or a line saying what it is.
    static func custom(name: String?, summary: String?) -> DebuggerIdentity {
        let name = name ?? executableName
        return DebuggerIdentity(name: name, summary: summary ?? "a store debugger built on storedbg, for this app's purchase code.",
                                isStoredbg: false)
    }

    private init(name: String, summary: String, isStoredbg: Bool) {
        self.name = name
        self.summary = summary
        self.isStoredbg = isStoredbg
        command = Self.isOnPath(name) ? name : Self.typedCommand
    }

    /// Why `name` cannot name a debugger, or nil: it must be one word a shell takes as it is.
    var problem: String? {
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
        guard !name.isEmpty, allowed, !name.hasPrefix("-") else {
            return "a debugger name must be one word of letters, digits, '-', '_' and '.': '\(name)'"
        }
        return nil
    }

    /// `--version`: storedbg's version, under the debugger's own name.
    func version(_ number: String) -> String {
        isStoredbg ? "storedbg \(number)" : "\(name) (storedbg \(number))"
    }

    /// A line for standard error, without its line break: `NAME: error: message`.
    func error(_ message: String) -> String { "\(name): error: \(message)" }

    /// The hint that ends a usage error: `(see NAME --help)`.
    var helpHint: String { "(see \(command) --help)" }

    /// The executable's file name, which `swift run` takes.
    static var executableName: String {
        #if os(Linux)
        // The last component of the path `/proc/self/exe` leads to, which is what
        // `Bundle.main.executableURL` reads on Linux, without `Bundle` and `URL` (about 700,000
        // instructions, when a command names the debugger by its `swift run` line).
        let running = runningExecutable.flatMap { $0.split(separator: "/").last.map(String.init) }
        #else
        let running = Bundle.main.executableURL?.lastPathComponent
        #endif
        return running ?? CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "storedbg"
    }

    /// How the executable was started, as a command to type again: the path as typed, or, for
    /// the absolute path `swift run` gives a product it built (in a `.build` folder), `swift run`.
    private static var typedCommand: String {
        let typed = CommandLine.arguments.first ?? executableName
        guard typed.hasPrefix("/") else { return typed.isEmpty ? executableName : typed }
        guard typed.contains("/.build/") else { return typed }
        return "swift run " + (typed.contains("/release/") ? "-c release " : "") + executableName
    }

    /// Whether the executable called `name` found on PATH is this very one: the two paths the
    /// same once their symbolic links are resolved.
    private static func isOnPath(_ name: String) -> Bool {
        guard let running = runningExecutable else { return false }
        // One variable read as itself: `ProcessInfo.environment` copies every variable into a
        // dictionary (about 800,000 instructions), and every command makes an identity.
        let searchPath = getenv("PATH").map { String(cString: $0) } ?? ""
        let files = FileManager.default, file = "/" + name
        for folder in folders(inSearchPath: searchPath) {
            let candidate = folder + file
            if files.isExecutableFile(atPath: candidate) { return resolvedPath(candidate) == running }
        }
        return false
    }

    /// The folders of a `PATH`-style list in order, empty ones left out: what
    /// `split(separator: ":")` gives, cut at the colon bytes when the list is ASCII (splitting
    /// by characters cost 0.13 M instructions, in every command). A test compares the two.
    static func folders(inSearchPath searchPath: String) -> [String] {
        let bytes = Array(searchPath.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return searchPath.split(separator: ":").map(String.init) }
        var folders: [String] = [], start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ":") {
            if end > start { folders.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            start = end + 1
        }
        return folders
    }

    /// The running executable's path, its symbolic links resolved. Read with realpath(3) from
    /// `/proc/self/exe` on Linux: `Bundle.main` and `URL.resolvingSymlinksInPath()` took about
    /// 800,000 instructions, in every command.
    static var runningExecutable: String? {
        #if os(Linux)
        return resolvedPath("/proc/self/exe")
        #else
        return Bundle.main.executableURL.flatMap { resolvedPath($0.path) }
        #endif
    }

    /// `path` with every symbolic link resolved (realpath(3)), or nil when it does not exist.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
