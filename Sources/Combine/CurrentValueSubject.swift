import Foundation

/// Combine's `CurrentValueSubject`: a value the app sets (`send(_:)`, `value`) and awaits
/// (`values`). The stand-in has no publishers to subscribe with (`sink` is absent); `values`
/// is an asynchronous sequence of the current value, then of each value sent, until
/// `send(completion:)`. Under the twin it runs on the app's executor like any other await.
public final class CurrentValueSubject<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Output
    private var finished = false
    /// What each `values` sequence iterating now is handed, by the sequence.
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

    /// Makes `input` the current value and hands it to every `values` sequence.
    public func send(_ input: Output) {
        let listeners: [(Output?) -> Void] = lock.withLock {
            guard !finished else { return [] }
            current = input
            return Array(self.listeners.values)
        }
        for listener in listeners { listener(input) }
    }

    /// Ends every `values` sequence; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
        let listeners: [(Output?) -> Void] = lock.withLock {
            finished = true
            defer { self.listeners.removeAll() }
            return Array(self.listeners.values)
        }
        for listener in listeners { listener(nil) }
    }

    fileprivate func listen(_ listener: @escaping (Output?) -> Void) -> Int? {
        lock.withLock {
            guard !finished else { return nil }
            nextListener += 1
            listeners[nextListener] = listener
            return nextListener
        }
    }

    fileprivate func stopListening(_ id: Int) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }
}

extension CurrentValueSubject where Output: Sendable {
    /// The current value, then each value sent, until the subject completes.
    public var values: AsyncStream<Output> {
        AsyncStream { continuation in
            continuation.yield(value)
            guard let id = listen({ value in
                if let value { continuation.yield(value) } else { continuation.finish() }
            }) else {
                continuation.finish()
                return
            }
            continuation.onTermination = { [weak self] _ in self?.stopListening(id) }
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
