import Foundation

extension Publisher {
    /// Subscribes with closures, asking for every value; the subscription lasts as long as the
    /// `AnyCancellable` returned is kept.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Sink<Output, Failure>(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure, asking for every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Sets `object`'s property at `keyPath` to each value; `object` is kept while subscribed.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Sets a `@Published` property to each value, for as long as the property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.assign(from: self)
    }
}

/// The subscriber `sink` makes: asks for every value and hands each to its closures.
private final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var receiveValue: ((Input) -> Void)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var subscription: Subscription?

    init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    func receive(subscription: Subscription) {
        let taken: Bool = lock.withLock {
            guard self.subscription == nil, receiveValue != nil else { return false }
            self.subscription = subscription
            return true
        }
        if taken { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { receiveValue }?(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let receiveCompletion = lock.withLock {
            defer { subscription = nil; receiveValue = nil; self.receiveCompletion = nil }
            return self.receiveCompletion
        }
        receiveCompletion?(completion)
    }

    func cancel() {
        let subscription = lock.withLock {
            defer { self.subscription = nil; receiveValue = nil; receiveCompletion = nil }
            return self.subscription
        }
        subscription?.cancel()
    }
}
