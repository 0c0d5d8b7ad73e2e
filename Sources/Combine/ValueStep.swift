/// Between an operator's upstream and its subscriber: turns each value into at most one. A value
/// it drops is asked for again from upstream, as Combine's operators do, so the subscriber's
/// demand is unchanged.
final class ValueStep<Input, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    /// The value to hand on, nil to drop it.
    private let step: (Input) -> Downstream.Input?
    private let upstream = UpstreamLink()

    init(_ downstream: Downstream, step: @escaping (Input) -> Downstream.Input?) {
        self.downstream = downstream
        self.step = step
    }

    func receive(subscription: Subscription) {
        upstream.set(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = step(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        upstream.request(demand)
    }

    func cancel() {
        upstream.cancel()
    }
}
