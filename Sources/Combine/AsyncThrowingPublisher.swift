/// Combine's `AsyncThrowingPublisher` (`values` of a publisher that can fail): as
/// `AsyncPublisher`, throwing the failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public struct Iterator: AsyncIteratorProtocol {
        let iteration: Iteration<P.Output, P.Failure>

        public mutating func next() async throws -> P.Output? {
            try await iteration.receiver.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(iteration: Iteration(publisher))
    }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
