/// Combine's `ImmediateScheduler`: runs the action at once.
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        action()
    }
}
