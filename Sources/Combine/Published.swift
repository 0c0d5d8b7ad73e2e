/// Combine's `@Published`: a stored property of an `ObservableObject`. The stand-in keeps the
/// value; it has no publisher (`$property` is absent), as nothing subscribes on Linux.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }
}

extension Published: Sendable where Value: Sendable {}
