import Foundation

/// Combine's `AnyCancellable`: cancels what it holds when cancelled or when it is freed, so a
/// subscription lives as long as the app keeps it (`store(in: &cancellables)`).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init(canceller.cancel)
    }

    deinit {
        cancel()
    }

    /// Cancels what it holds, once.
    public func cancel() {
        let cancel = lock.withLock {
            defer { onCancel = nil }
            return onCancel
        }
        cancel?()
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
