import Foundation

/// Combine's `Scheduler`, as far as `receive(on:)` needs it: something that runs an action later.
/// (Combine's schedulers also run actions after a time; the stand-in's do not.)
public protocol Scheduler {
    associatedtype SchedulerOptions
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }
}

extension DispatchQueue: Scheduler {
    /// Combine's options for a queue; the stand-in takes none.
    public struct SchedulerOptions: Sendable {
        public init() {}
    }

    /// Runs the action with `async`. Sent to the main queue by the app's code under the StoreKit
    /// twin, it runs as the app's main-actor code (the twin takes such work: `Docs/storekit-twin.md`).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        async { action.run() }
    }
}

extension RunLoop: Scheduler {
    /// Combine's options for a run loop; it has none.
    public struct SchedulerOptions: Sendable {}

    /// The main run loop runs the action on the main queue, as it does the queue's work; another
    /// run loop with `perform`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        if self === RunLoop.main {
            DispatchQueue.main.async { action.run() }
        } else {
            perform { action.run() }
        }
    }
}

/// An action handed to another thread. Combine's schedulers take non-`Sendable` closures too:
/// what the action touches is the app's to keep safe, as it is with Combine.
private struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
