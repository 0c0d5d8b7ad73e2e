import StoreCore

extension Product.SubscriptionInfo.Status {
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
