/// Combine's `Subscribers`: how a publisher ends, and how much a subscriber asks for.
public enum Subscribers {
    /// How a publisher ends: finished, or with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
