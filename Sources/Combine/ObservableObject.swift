/// Combine's `ObservableObject`, so that a store written for SwiftUI compiles on Linux. On Apple
/// platforms the default `objectWillChange` tells its subscribers before any `@Published`
/// property changes; the stand-in's default makes a new publisher at each read and no property
/// tells it, so subscribing to it gets nothing: subscribe to the properties (`$property`) or
/// declare `let objectWillChange = ObservableObjectPublisher()` and send it. A store under the
/// twin is read through its `TwinApp` conformance instead. Foundation re-exports it on Apple
/// platforms; here, `import Combine`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A new publisher, told of nothing (above).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` publishes through: `send()` tells its subscribers.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubjectSubscribers<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber, current: nil, keepsNewest: false)
    }

    public func send() {
        subscribers.send(())
    }
}
