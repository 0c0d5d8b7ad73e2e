import Foundation

/// Combine's `@Published`: a stored property of an `ObservableObject` whose publisher (`$property`)
/// gives each subscriber the current value, then each new value as it is about to be set (as
/// Combine's does: a subscriber that reads the property at that moment still reads the old one).
/// The stand-in does not tell the object's `objectWillChange` (see `ObservableObject`).
@propertyWrapper
public struct Published<Value> {
    private let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }

    /// The property's publisher. Setting it changes nothing (it is settable for
    /// `assign(to: &$property)`, which takes it `inout`).
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

    /// The publisher of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        fileprivate let storage: Storage

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subscribers.attach(subscriber, current: storage.value, keepsNewest: true)
        }

        /// Sets the property to each value `publisher` gives, for as long as the property lives.
        func assign<P: Combine.Publisher>(from publisher: P) where P.Output == Value, P.Failure == Never {
            let storage = storage
            storage.keep(publisher.sink { [weak storage] in storage?.set($0) })
        }
    }

    /// The value and its subscribers, shared by the wrapper's copies.
    fileprivate final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var current: Value
        let subscribers = SubjectSubscribers<Value, Never>()
        /// Subscriptions that `assign(to: &$property)` made, which live as long as the property.
        private var assignments: [AnyCancellable] = []

        init(_ value: Value) {
            current = value
        }

        var value: Value { lock.withLock { current } }

        func set(_ newValue: Value) {
            subscribers.send(newValue)
            lock.withLock { current = newValue }
        }

        func keep(_ assignment: AnyCancellable) {
            lock.withLock { assignments.append(assignment) }
        }
    }
}

extension Published: Sendable where Value: Sendable {}
