import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the app's own code writes while headless commands drive it. `setAside()` keeps
/// standard output for the report alone and points descriptor 1 at standard error for the
/// rest of the process, so that every `print` of a twin app or a client (one still running on
/// a thread the twin gave up on, too) goes there, and `run --json` is JSON lines only.
enum AppOutput {
    /// Moves standard output out of the app's way and returns where the report goes; standard
    /// output itself when that cannot be done (standard error closed, no descriptor left).
    static func setAside() -> FileHandle {
        fflush(nil)
        let report = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard report >= 0 else { return FileHandle.standardOutput }
        // With standard error closed, descriptor 2 is free, and storedbg's own errors would go
        // to the report: keep standard output as it is then.
        guard fcntl(STDERR_FILENO, F_GETFD) >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            close(report)
            return FileHandle.standardOutput
        }
        return FileHandle(fileDescriptor: report, closeOnDealloc: false)
    }
}
