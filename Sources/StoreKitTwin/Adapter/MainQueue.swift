import CoreFoundation
import Foundation

/// Runs the main queue (where the main actor's jobs wait) on the main thread until the app's
/// code is quiescent, and says so. Bounded: after `limit` of wall-clock time it gives up and
/// says what is still running.
///
/// Quiescent means: every task the twin answered or started has begun to run (a job can reach
/// the main queue a moment after it was enqueued, so an empty queue alone does not prove
/// it), every task answered off the main actor has called the twin again, and then the main
/// run loop has found nothing to run `idlePolls` times in a row (for the jobs the app's own
/// code enqueues, which the twin cannot count).
enum MainQueue {
    static let limit: TimeInterval = 2
    static let idlePolls = 2
    /// How long one poll waits for a job when there is none.
    private static let poll: CFTimeInterval = 0.001

    /// Nil once settled; otherwise the line that tells the user what did not settle.
    /// `running` counts the tasks not yet begun and those running off the main actor.
    static func settle(running: () -> (notBegun: Int, offMain: Int)) -> String? {
        let deadline = Date().addingTimeInterval(limit)
        var idle = 0
        while true {
            if CFRunLoopRunInMode(kCFRunLoopDefaultMode, poll, true) == .handledSource {
                idle = 0
            } else {
                let (notBegun, offMain) = running()
                idle = notBegun + offMain == 0 ? idle + 1 : 0
                if idle >= idlePolls { return nil }
                if Date() > deadline {
                    let tasks = notBegun + offMain
                    return tasks == 0 ? "StoreKit twin: the app's code did not settle within \(Int(limit)) s: the main actor never went idle"
                        : "StoreKit twin: the app's code did not settle within \(Int(limit)) s: \(tasks) task\(tasks == 1 ? "" : "s") still running"
                }
                continue
            }
            if Date() > deadline {
                return "StoreKit twin: the app's code did not settle within \(Int(limit)) s: the main actor never went idle"
            }
        }
    }
}
