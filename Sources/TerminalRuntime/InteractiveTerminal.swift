#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The check the executable makes before starting the interactive screen.
public enum InteractiveTerminal {
    /// Whether both standard input and standard output are terminals.
    public static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Returns if the screen can start; otherwise writes one line to standard error and
    /// exits with status 2 (bad usage).
    public static func requireOrExit(programName: String = "storedbg") {
        guard !isAvailable else { return }
        let line = "\(programName): the interactive screen needs a terminal on standard input and output; "
            + "use '\(programName) run' for headless runs\n"
        var bytes = Array(line.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
        exit(2)
    }
}
