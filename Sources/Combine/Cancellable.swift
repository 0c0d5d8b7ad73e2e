/// Combine's `Cancellable`: something that can be stopped, such as a subscription.
public protocol Cancellable {
    func cancel()
}

extension Cancellable {
    /// Keeps this in `set` as an `AnyCancellable`, which cancels it when the set lets it go.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps this in `collection` as an `AnyCancellable`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
