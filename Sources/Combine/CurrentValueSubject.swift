import Foundation

/// Combine's `CurrentValueSubject`: a value the app sets (`send(_:)`, `value`) and awaits
/// (`values`, when it cannot fail). The stand-in has no publishers to subscribe with (`sink` is
/// absent). Under the twin it runs on the app's executor like any other await.
public final class CurrentValueSubject<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Output
    private var finished = false
    /// What each `values` iteration running now is handed, by iteration; called under the lock,
    /// so that each gets every value in the order sent.
    private var listeners: [Int: (Output?) -> Void] = [:]
    private var nextListener = 0

    public init(_ value: Output) {
        current = value
    }

    /// The current value; set, it is sent.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Makes `input` the current value and hands it to every `values` iteration.
    public func send(_ input: Output) {
        lock.withLock {
            guard !finished else { return }
            current = input
            for listener in listeners.values { listener(input) }
        }
    }

    /// Ends every `values` iteration; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
        // Told outside the lock: an iteration that ends stops listening, which takes the lock.
        let ending: [(Output?) -> Void] = lock.withLock {
            guard !finished else { return [] }
            finished = true
            defer { listeners.removeAll() }
            return Array(listeners.values)
        }
        for listener in ending { listener(nil) }
    }

    /// Hands `listener` the current value, then each value sent (nil once finished); nil when
    /// the subject has finished already.
    fileprivate func listen(_ listener: @escaping (Output?) -> Void) -> Int? {
        lock.withLock {
            guard !finished else { return nil }
            listener(current)
            nextListener += 1
            listeners[nextListener] = listener
            return nextListener
        }
    }

    fileprivate func stopListening(_ id: Int) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }
}

extension CurrentValueSubject where Failure == Never, Output: Sendable {
    /// The current value, then each value sent, until the subject completes, as Combine's
    /// `values` gives them: an iteration starts listening when it starts, and keeps only the
    /// newest value it has not taken yet.
    public var values: Values { Values(subject: self) }

    /// The values of a subject that cannot fail, as an asynchronous sequence.
    public struct Values: AsyncSequence, Sendable {
        public typealias Element = Output
        fileprivate let subject: CurrentValueSubject

        public func makeAsyncIterator() -> AsyncStream<Output>.Iterator {
            AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
                guard let id = subject.listen({ value in
                    if let value { continuation.yield(value) } else { continuation.finish() }
                }) else {
                    continuation.finish()
                    return
                }
                let subject = subject
                continuation.onTermination = { _ in subject.stopListening(id) }
            }.makeAsyncIterator()
        }
    }
}

/// Combine's `Subscribers`, for `Subscribers.Completion`.
public enum Subscribers {
    /// How a subject ends: finished, or with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
