#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The check a program makes before starting an interactive screen.
package enum InteractiveTerminal {
    /// Whether both standard input and standard output are terminals.
    package static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }
}
