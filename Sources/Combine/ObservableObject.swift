/// Combine's `ObservableObject`, so that a store written for SwiftUI compiles on Linux. The
/// default `objectWillChange` is told before any of the object's `@Published` properties changes,
/// as Combine's is: the first read finds the properties with `Mirror` (as OpenCombine does) and
/// gives them the publisher, so every later read returns the same one. An object with no
/// `@Published` property gets a new publisher at each read, told of nothing. A store under the
/// twin is read through its `TwinApp` conformance. Foundation re-exports it on Apple platforms;
/// here, `import Combine`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        var properties: [any ObjectWillChangeTelling] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let level = mirror {
            properties += level.children.compactMap { ($0.value as? any PublishedProperty)?.changeTelling }
            mirror = level.superclassMirror
        }
        guard let first = properties.first else { return ObservableObjectPublisher() }
        // The first property settles which publisher is the object's (two first reads at once
        // agree on it); the others are given that one.
        let publisher = first.adopt(ObservableObjectPublisher())
        for property in properties.dropFirst() { _ = property.adopt(publisher) }
        return publisher
    }
}

/// A `@Published` property, as `objectWillChange` finds it among an object's stored properties.
protocol PublishedProperty {
    var changeTelling: any ObjectWillChangeTelling { get }
}

/// What a `@Published` property tells before it changes.
protocol ObjectWillChangeTelling: AnyObject {
    /// Keeps `publisher` as the object's unless it keeps one already; returns the one it keeps.
    func adopt(_ publisher: ObservableObjectPublisher) -> ObservableObjectPublisher
}
