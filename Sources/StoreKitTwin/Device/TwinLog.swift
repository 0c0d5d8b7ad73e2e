/// The event log, as the app's own log lines reach it: the `os` stand-in's `Logger` and `os_log`
/// write here, so what the app logs shows beside what the store did, in order.
public enum TwinLog {
    /// Writes `line` to the event log when the app's code runs in a step of the twin; anywhere
    /// else (a unit test's own code, a thread of the app's making) it goes nowhere, as an app's
    /// unified-log lines are not seen on Linux.
    public static func write(_ line: String) {
        TwinSession.running()?.log(line)
    }
}
