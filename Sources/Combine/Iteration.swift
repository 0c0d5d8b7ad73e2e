import Foundation

/// An iteration's subscription, cancelled when the iteration is let go: a loop that stops early
/// (`break`, `contains`, `first(where:)`) leaves no subscriber behind on the publisher.
final class Iteration<Input, Failure: Error>: Sendable {
    let receiver = AsyncReceiver<Input, Failure>()

    init<P: Publisher>(_ publisher: P) where P.Output == Input, P.Failure == Failure {
        publisher.receive(subscriber: receiver)
    }

    deinit {
        receiver.cancel()
    }
}
