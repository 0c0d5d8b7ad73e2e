import Foundation

/// Combine's `AsyncPublisher` (`values` of a publisher that cannot fail): the publisher's values
/// as an asynchronous sequence. An iteration subscribes when it starts and asks for one value at
/// each `next()`, so what the publisher does with values sent in between is the publisher's
/// (a subject with a current value keeps the newest; a passthrough subject drops them).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public struct Iterator: AsyncIteratorProtocol {
        let iteration: Iteration<P.Output, Never>

        public mutating func next() async -> P.Output? {
            try? await iteration.receiver.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(iteration: Iteration(publisher))
    }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}
