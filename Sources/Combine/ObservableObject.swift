/// Combine's `ObservableObject`, so that a store written for SwiftUI compiles on Linux. On Apple
/// platforms SwiftUI subscribes to `objectWillChange`; on Linux nothing can (this stand-in has no
/// subscriptions), so it tells no one: a store under the twin is read through its `TwinApp`
/// conformance instead. Foundation re-exports it on Apple platforms; here, `import Combine`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher with no subscribers.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` publishes through: `send()` tells its subscribers, of which the stand-in
/// has none.
public final class ObservableObjectPublisher: Sendable {
    public init() {}

    public func send() {}
}
