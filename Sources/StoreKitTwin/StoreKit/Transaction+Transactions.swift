import StoreCore

extension Transaction {
    /// An asynchronous sequence of transactions (`currentEntitlements`, `updates`, `unfinished`, `all`).
    /// Its iterator runs on the actor of the code that iterates it, so that main-actor code never
    /// leaves the main actor while it waits for the store.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public typealias Failure = Never

        enum Source: Sendable {
            case currentEntitlements, updates, unfinished, all
        }

        let source: Source
        /// Only this product's transactions (`currentEntitlements(for:)`); nil for all.
        let productID: String?

        init(_ source: Source, productID: String? = nil) {
            self.source = source
            self.productID = productID
        }

        public func makeAsyncIterator() -> AsyncIterator {
            let session = TwinSession.active()
            return AsyncIterator(session: session, source: source, productID: productID,
                                 listener: source == .updates ? session.startListening() : nil)
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            let session: TwinSession
            let source: Source
            let productID: String?
            let listener: TwinSession.Listener<StoreCore.StoreTransaction>?
            /// What a read answered, not yet handed out; nil until the store has answered.
            var answered: [Element]?

            public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
                if let listener {
                    return VerificationResult(await session.next(for: listener))
                }
                if answered == nil {
                    let records: [StoreCore.StoreTransaction]
                    switch source {
                    case .currentEntitlements:
                        records = await session.readEntitlements(of: productID)
                    case .unfinished, .updates:
                        records = await session.ask(.readUnfinished, TwinSession.Request.unfinished)
                    case .all:
                        records = await session.ask(.readHistory, TwinSession.Request.history)
                    }
                    answered = records.filter { Transaction.isHandedOver($0) && (productID ?? $0.productID) == $0.productID }
                        .map(VerificationResult.init)
                }
                return answered?.isEmpty == false ? answered?.removeFirst() : nil
            }

            nonisolated(nonsending) public mutating func next() async -> Element? {
                await next(isolation: #isolation)
            }
        }
    }
}
