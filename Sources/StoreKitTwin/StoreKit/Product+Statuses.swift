import Foundation
import StoreCore

extension Product.SubscriptionInfo.Status {
    /// The status of each subscription group the customer has subscribed in (one element a
    /// group, in the order of the groups' ids; a group never subscribed to is not in it), read
    /// from the store when the iteration first asks (`.readSubscriptionStatuses`). A read that
    /// fails, or offline, ends the sequence empty: it cannot throw.
    public static var all: AsyncStream<(groupID: String, statuses: [Product.SubscriptionInfo.Status])> {
        let remaining = GroupStatuses()
        return AsyncStream {
            if remaining.hasRead { return remaining.next() }
            let session = TwinSession.active()
            var read: [(groupID: String, statuses: [Product.SubscriptionInfo.Status])] = []
            if case .statuses(let byGroup) = await session.ask(.readSubscriptionStatuses, TwinSession.Request.statuses) {
                read = byGroup.map { group, status in
                    (groupID: session.storeKitGroupID(ofGroup: group), statuses: session.status(status).map { [$0] } ?? [])
                }.sorted { $0.groupID < $1.groupID }
            }
            return remaining.start(read)
        }
    }

    /// Statuses as they change while the app runs with no new transaction: a billing issue,
    /// its grace period, billing retry, a lapse.
    public static var updates: Statuses {
        Statuses()
    }

    /// An asynchronous sequence of subscription statuses.
    public struct Statuses: AsyncSequence, Sendable {
        public typealias Element = Product.SubscriptionInfo.Status
        public typealias Failure = Never

        public func makeAsyncIterator() -> AsyncIterator {
            let session = TwinSession.active()
            return AsyncIterator(session: session, listener: session.startListeningToStatuses())
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            let session: TwinSession
            let listener: TwinSession.Listener<SubscriptionStatus>

            public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
                while true {
                    let status = await session.next(for: listener)
                    if let shown = session.status(status) { return shown }
                }
            }

            nonisolated(nonsending) public mutating func next() async -> Element? {
                await next(isolation: #isolation)
            }
        }
    }
}

/// What `Status.all` read and has not handed out yet.
private final class GroupStatuses: @unchecked Sendable {
    typealias Element = (groupID: String, statuses: [Product.SubscriptionInfo.Status])

    private let lock = NSLock()
    private var elements: [Element]?
    private var position = 0

    /// Whether the statuses were read.
    var hasRead: Bool { lock.withLock { elements != nil } }

    /// Keeps what was read and hands out the first.
    func start(_ read: [Element]) -> Element? {
        lock.withLock { elements = read }
        return next()
    }

    func next() -> Element? {
        lock.withLock {
            guard let elements, position < elements.count else { return nil }
            defer { position += 1 }
            return elements[position]
        }
    }
}

