#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the app's own code writes while headless runs drive it: its `print` lines (a twin app's,
/// a client's) go to standard error, so that standard output holds the report alone (`run
/// --json` stays JSON lines) and they show as they happen, not after the report.
enum AppOutput {
    /// Runs `body` with standard output pointed at standard error, then points it back.
    static func toStandardError<Result>(_ body: () -> Result) -> Result {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        guard saved >= 0 else { return body() }
        guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            close(saved)
            return body()
        }
        defer {
            fflush(nil)
            dup2(saved, STDOUT_FILENO)
            close(saved)
        }
        return body()
    }
}
