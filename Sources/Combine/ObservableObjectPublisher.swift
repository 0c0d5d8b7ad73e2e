/// What `objectWillChange` publishes through: `send()` tells its subscribers.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubjectSubscribers<Void, Never>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber, keepsNewest: false)
    }

    public func send() {
        subscribers.send((), update: .none)
    }
}
