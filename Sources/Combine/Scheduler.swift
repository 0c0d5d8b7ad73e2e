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

/// Combine's `ImmediateScheduler`: runs the action at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        action()
    }
}

extension DispatchQueue: Scheduler {
    /// Combine's options for a queue; the stand-in takes none.
    public struct SchedulerOptions: Sendable {
        public init() {}
    }

    /// The main queue runs the action on the main actor: under the StoreKit twin the main actor
    /// is the app's (the twin runs it in the session's steps), while the process's main queue is
    /// not run at all. Another queue runs it with `async`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        if label == DispatchQueue.main.label {
            Task { @MainActor in action.run() }
        } else {
            async { action.run() }
        }
    }
}

extension RunLoop: Scheduler {
    /// Combine's options for a run loop; it has none.
    public struct SchedulerOptions: Sendable {}

    /// The main run loop runs the action on the main actor, as the main queue does (above);
    /// another run loop with `perform`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        if self === RunLoop.main {
            Task { @MainActor in action.run() }
        } else {
            perform { action.run() }
        }
    }
}

/// An action handed to another thread or actor. Combine's schedulers take non-`Sendable`
/// closures too: what the action touches is the app's to keep safe, as it is with Combine.
private struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
