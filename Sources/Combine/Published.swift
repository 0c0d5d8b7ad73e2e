import Foundation

/// Combine's `@Published`: a stored property of an `ObservableObject` whose publisher (`$property`)
/// gives each subscriber the current value, then each new value as it is about to be set (as
/// Combine's does: a subscriber that reads the property at that moment still reads the old one).
/// A change tells the enclosing object's `objectWillChange` first (see `ObservableObject`).
@propertyWrapper
public struct Published<Value> {
    fileprivate let storage: Storage

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
            storage.subscribers.attach(subscriber, keepsNewest: true)
        }

        /// Sets the property to each value `publisher` gives, for as long as the property lives.
        func assign<P: Combine.Publisher>(from publisher: P) where P.Output == Value, P.Failure == Never {
            let storage = storage
            storage.keep(publisher.sink { [weak storage] in storage?.set($0) })
        }
    }

    /// The value and its subscribers, shared by the wrapper's copies.
    final class Storage: ObjectWillChangeTelling, @unchecked Sendable {
        private let lock = NSLock()
        let subscribers: SubjectSubscribers<Value, Never>
        /// Subscriptions that `assign(to: &$property)` made, which live as long as the property.
        private var assignments: [AnyCancellable] = []
        /// The enclosing object's `objectWillChange`, once something has read it.
        private var objectWillChange: ObservableObjectPublisher?

        init(_ value: Value) {
            subscribers = SubjectSubscribers(current: value)
        }

        // Always set: the property was made with a value and only ever replaces it.
        var value: Value { subscribers.currentValue! }

        /// Tells the object, then the property's subscribers, then sets the value: Combine's
        /// `@Published` publishes in its property's `willSet`.
        func set(_ newValue: Value) {
            lock.withLock { objectWillChange }?.send()
            subscribers.send(newValue, update: .last)
        }

        func keep(_ assignment: AnyCancellable) {
            lock.withLock { assignments.append(assignment) }
        }

        func adopt(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher {
            lock.withLock {
                if let kept = objectWillChange { return kept }
                objectWillChange = publisher
                return publisher
            }
        }
    }
}

extension Published: PublishedProperty {
    var changeTelling: any ObjectWillChangeTelling { storage }
}

extension Published: Sendable where Value: Sendable {}
