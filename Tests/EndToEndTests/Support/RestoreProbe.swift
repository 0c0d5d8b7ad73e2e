import Foundation

/// A small C program that starts curses exactly as `Terminal.swift` does, through the
/// same `shim.h` functions (save the modes and install the restoring handlers, start curses,
/// mark the screen active), then leaves the way its argument names. Running it in tmux
/// tests the terminal-restore path of the runtime without the storedbg executable.
///
/// Ways out: `wait` (until `q`, then the normal release; or a Ctrl-C / Ctrl-\ from the
/// keyboard), `segv`, `trap` (an illegal instruction, as a Swift runtime trap), `abort`,
/// `fpe` (division by zero), `bus`, `sigtrap`, `term`, `hup`, `usr1`, `usr2`, `alrm`, `pipe`,
/// `xcpu`, `xfsz`, `vtalrm`, `prof`, `sys` (raised signals), `exit` (exit(4) without
/// releasing: the atexit hook). Prefixed with `unguarded-`, it skips the
/// guard, to show what the tests would see without it.
enum RestoreProbe {
    static var compilerPath: String? { ExternalCommand.path(of: "cc") ?? ExternalCommand.path(of: "clang") }

    /// The library Package.swift links: macOS's libncurses holds the wide functions, Linux
    /// has them in ncursesw.
    #if canImport(Darwin)
    static let ncursesLibrary = "-lncurses"
    #else
    static let ncursesLibrary = "-lncursesw"
    #endif

    /// The probe, compiled once per test run into the package's `.build/restore-probe`.
    static let executable: Result<URL, ProbeBuildError> = build()

    private static func build() -> Result<URL, ProbeBuildError> {
        guard let compiler = compilerPath else { return .failure(ProbeBuildError(message: "no C compiler on PATH")) }
        let folder = PackagePaths.root.appendingPathComponent(".build/restore-probe")
        let source = folder.appendingPathComponent("restore_probe.c")
        let binary = folder.appendingPathComponent("restore_probe")
        // Built under a name of its own and moved into place, so a concurrent run never
        // executes a half-written file.
        let building = folder.appendingPathComponent("restore_probe-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try sourceCode.write(to: source, atomically: true, encoding: .utf8)
            let result = try ExternalCommand.run(compiler, ["-o", building.path, source.path,
                                                            "-I", PackagePaths.ncursesShim.path, ncursesLibrary])
            guard result.status == 0 else {
                return .failure(ProbeBuildError(message: "\(compiler) failed:\n\(result.standardError)"))
            }
            guard rename(building.path, binary.path) == 0 else {
                return .failure(ProbeBuildError(message: "cannot move the probe to \(binary.path)"))
            }
            return .success(binary)
        } catch {
            return .failure(ProbeBuildError(message: "\(error)"))
        }
    }

    private static let sourceCode = #"""
        #include "shim.h"

        int main(int argc, char **argv) {
            const char *how = argc > 1 ? argv[1] : "wait";
            int guarded = strncmp(how, "unguarded-", 10) != 0;
            if (!guarded) how += 10;

            setlocale(LC_ALL, "");
            if (guarded) storedbg_guard_terminal();
            SCREEN *screen = storedbg_newterm();
            if (screen == NULL) {
                storedbg_release_terminal();
                return 3;
            }
            storedbg_set_screen_active(1);
            cbreak();
            noecho();
            storedbg_disable_flow_control();
            keypad(stdscr, TRUE);
            curs_set(0);
            mvaddstr(0, 0, "probe screen up");
            refresh();

            if (strcmp(how, "segv") == 0) { volatile int *address = (int *)8; *address = 1; }
            if (strcmp(how, "trap") == 0) __builtin_trap();
            if (strcmp(how, "abort") == 0) abort();
            if (strcmp(how, "fpe") == 0) { volatile int numerator = 7, zero = 0; return numerator / zero; }
            if (strcmp(how, "bus") == 0) raise(SIGBUS);
            if (strcmp(how, "sigtrap") == 0) raise(SIGTRAP);
            if (strcmp(how, "term") == 0) raise(SIGTERM);
            if (strcmp(how, "hup") == 0) raise(SIGHUP);
            if (strcmp(how, "exit") == 0) exit(4);
            if (strcmp(how, "usr1") == 0) raise(SIGUSR1);
            if (strcmp(how, "usr2") == 0) raise(SIGUSR2);
            if (strcmp(how, "alrm") == 0) raise(SIGALRM);
            if (strcmp(how, "pipe") == 0) raise(SIGPIPE);
            if (strcmp(how, "xcpu") == 0) raise(SIGXCPU);
            if (strcmp(how, "xfsz") == 0) raise(SIGXFSZ);
            if (strcmp(how, "vtalrm") == 0) raise(SIGVTALRM);
            if (strcmp(how, "prof") == 0) raise(SIGPROF);
            if (strcmp(how, "sys") == 0) raise(SIGSYS);

            while (getch() != 'q') {}
            storedbg_release_terminal();
            delscreen(screen);
            return 0;
        }
        """#
}

struct ProbeBuildError: Error, CustomStringConvertible {
    let message: String
    var description: String { "could not build the restore probe: \(message)" }
}
