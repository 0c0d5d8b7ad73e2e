#if os(Linux)
import Combine
import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// The Combine stand-in's publishers: what a store written with `@Published` properties and
/// `sink` relies on, with Combine's rules for demand, ordering and cancellation.
@Suite struct CombineStandInTests {
    final class Model {
        @Published var count = 0
        @Published var label = ""
        var seenInSink: [Int] = []
    }

    /// A `@Published` property's publisher gives the current value, then each new one before the
    /// property changes (Combine's `willSet`), until the `AnyCancellable` is cancelled or freed.
    @Test func aPublishedPropertyIsHeardBeforeItChanges() {
        let model = Model()
        model.count = 1
        var heard: [Int] = []
        var cancellables = Set<AnyCancellable>()
        model.$count.sink { [unowned model] value in
            heard.append(value)
            model.seenInSink.append(model.count)
        }.store(in: &cancellables)
        model.count = 2
        model.count = 3
        #expect(heard == [1, 2, 3])
        #expect(model.seenInSink == [1, 1, 2], "the property still holds the old value while subscribers hear the new one")
        cancellables.removeAll()
        model.count = 4
        #expect(heard == [1, 2, 3], "freeing the AnyCancellable ends the subscription")

        var dropped: [Int] = []
        _ = model.$count.sink { dropped.append($0) }
        model.count = 5
        #expect(dropped == [4], "an AnyCancellable not kept cancels at once")
    }

    class CountingStore: ObservableObject {
        @Published var count = 0
        @Published var name = ""
    }

    final class ExtendedStore: CountingStore {
        @Published var extra = false
    }

    /// The default `objectWillChange` is told before any `@Published` property changes (the
    /// property still holds its old value then), the same publisher at every read; a subclass's
    /// properties tell it too.
    @Test func objectWillChangeIsToldBeforeAPropertyChanges() {
        let store = ExtendedStore()
        #expect(store.objectWillChange === store.objectWillChange)
        var seen: [Int] = []
        let cancellable = store.objectWillChange.sink { seen.append(store.count) }
        store.count = 1
        store.name = "pro"
        store.extra = true
        #expect(seen == [0, 1, 1])
        cancellable.cancel()

        final class Plain: ObservableObject {}
        let plain = Plain()
        #expect(plain.objectWillChange !== plain.objectWillChange, "no @Published property: a new publisher, told of nothing")
    }

    /// The operators a store chains: each value transformed or dropped, in order, and a dropped
    /// value does not use up what the subscriber asked for.
    @Test func operatorsTransformAndDropKeepingTheDemand() {
        let subject = PassthroughSubject<Int, Never>()
        var heard: [String] = []
        let cancellable = subject
            .dropFirst()
            .filter { $0 % 2 == 0 }
            .removeDuplicates()
            .compactMap { $0 > 100 ? nil : $0 }
            .map { "#\($0)" }
            .eraseToAnyPublisher()
            .sink { heard.append($0) }
        for value in [2, 4, 4, 5, 6, 200, 6, 8] { subject.send(value) }
        #expect(heard == ["#4", "#6", "#6", "#8"], "200 is dropped by compactMap after removeDuplicates let it through")
        cancellable.cancel()
        subject.send(10)
        #expect(heard.count == 4)

        var limited: [Int] = []
        var completions = 0
        subject.filter { $0 > 0 }.subscribe(AnySubscriber(
            receiveSubscription: { $0.request(.max(2)) },
            receiveValue: { limited.append($0); return .none },
            receiveCompletion: { _ in completions += 1 }))
        for value in [-1, 1, -2, 2, 3] { subject.send(value) }
        subject.send(completion: .finished)
        subject.send(completion: .finished)
        #expect(limited == [1, 2], "two asked for, two given; the values filtered out did not count")
        #expect(completions == 1)
    }

    /// A subject with a current value keeps the newest one a subscriber has not asked for; a
    /// passthrough subject drops it. A subscriber of a finished subject gets the completion.
    @Test func demandDecidesWhatWaits() {
        let current = CurrentValueSubject<Int, Never>(1)
        let passthrough = PassthroughSubject<Int, Never>()
        var subscriptions: [Subscription] = []
        var fromCurrent: [Int] = []
        var fromPassthrough: [Int] = []
        current.subscribe(AnySubscriber(receiveSubscription: { subscriptions.append($0) },
                                        receiveValue: { fromCurrent.append($0); return .none }))
        passthrough.subscribe(AnySubscriber(receiveSubscription: { subscriptions.append($0) },
                                            receiveValue: { fromPassthrough.append($0); return .none }))
        current.send(2)
        current.send(3)
        passthrough.send(2)
        passthrough.send(3)
        for subscription in subscriptions { subscription.request(.max(1)) }
        #expect(fromCurrent == [3])
        #expect(fromPassthrough == [])

        current.send(completion: .finished)
        var ended = false
        _ = current.sink(receiveCompletion: { ended = $0 == .finished }, receiveValue: { _ in Issue.record("a finished subject sent a value") })
        #expect(ended)
    }

    @Test func demandSaturates() {
        #expect(Subscribers.Demand.unlimited + 1 == .unlimited)
        #expect(Subscribers.Demand.max(Int.max - 1) + .max(5) == .unlimited)
        #expect(Subscribers.Demand.max(1) - 3 == .none)
        #expect(Subscribers.Demand.unlimited - 3 == .unlimited)
        #expect(Subscribers.Demand.max(3).max == 3)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(-4) == .none, "Combine traps on a negative count; the stand-in takes none")
        #expect(Subscribers.Demand.max(5) + (-2) == .max(3) && Subscribers.Demand.max(5) - (-2) == .max(7),
                "a negative Int moves the count the other way")
        #expect(Subscribers.Demand.max(1) - .unlimited == .none && Subscribers.Demand.unlimited - .unlimited == .unlimited)
    }

    /// `assign(to: &$property)` lasts as long as the property; `assign(to:on:)` as long as its
    /// `AnyCancellable`.
    @Test func assignSetsProperties() {
        let source = PassthroughSubject<Int, Never>()
        let model = Model()
        source.assign(to: &model.$count)
        let cancellable = source.map { "\($0)" }.assign(to: \.label, on: model)
        source.send(7)
        #expect(model.count == 7)
        #expect(model.label == "7")
        cancellable.cancel()
        source.send(8)
        #expect(model.count == 8)
        #expect(model.label == "7")
    }

    @Test func notificationsArePublished() {
        let center = NotificationCenter()
        let name = Notification.Name("storedbg.test")
        var heard: [String] = []
        var cancellable: AnyCancellable? = center.publisher(for: name).sink { heard.append($0.name.rawValue) }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        cancellable = nil
        center.post(name: name, object: nil)
        #expect(heard == ["storedbg.test"])
        _ = cancellable
    }

    /// `values` of a failing publisher throws its failure; of a passthrough subject, gives what is
    /// sent while the iteration waits.
    @Test func valuesEndWithTheCompletion() async throws {
        struct Failed: Error {}
        let failing = CurrentValueSubject<Int, Failed>(1)
        var iterator = failing.values.makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        failing.send(completion: .failure(Failed()))
        await #expect(throws: Failed.self) { _ = try await iterator.next() }

        let subject = PassthroughSubject<Int, Never>()
        let task = Task {
            var taken: [Int] = []
            for await value in subject.values { taken.append(value) }
            return taken
        }
        subject.send(0)
        task.cancel()
        #expect(await task.value.count <= 1, "cancelling the task ends the iteration")
    }

    /// Counts 1, 2, 3, … one at each request, and notes whether its subscription was cancelled.
    final class CountingPublisher: Publisher, @unchecked Sendable {
        typealias Output = Int
        typealias Failure = Never
        private(set) var cancelled = false

        final class Counting<S: Subscriber>: Subscription where S.Input == Int, S.Failure == Never {
            let subscriber: S
            let owner: CountingPublisher
            var count = 0

            init(_ subscriber: S, _ owner: CountingPublisher) {
                self.subscriber = subscriber
                self.owner = owner
            }

            func request(_ demand: Subscribers.Demand) {
                count += 1
                _ = subscriber.receive(count)
            }

            func cancel() { owner.cancelled = true }
        }

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            subscriber.receive(subscription: Counting(subscriber, self))
        }
    }

    /// An iteration that stops early (`contains`) cancels its subscription, as Combine's does.
    @Test func valuesLetGoCancelsItsSubscription() async {
        let counting = CountingPublisher()
        #expect(await counting.values.contains(3))
        #expect(counting.cancelled, "the subscription was left on the publisher")
    }

    /// A store that follows its `@Published` entitlements with `sink`, and updates what it shows
    /// on the main queue (`receive(on: DispatchQueue.main)`), as public stores do: under the twin
    /// the main queue's delivery runs on the app's main actor, in the same step.
    @MainActor final class PublishedStore: TwinApp {
        @Published private(set) var purchasedIDs: Set<String> = []
        private var shown = "nothing bought"
        private var cancellables = Set<AnyCancellable>()
        private var updates: Task<Void, Never>?

        init() {
            $purchasedIDs
                .map { $0.sorted().joined(separator: ",") }
                .removeDuplicates()
                .receive(on: DispatchQueue.main)
                .sink { [weak self] in self?.shown = $0.isEmpty ? "nothing bought" : "owns \($0)" }
                .store(in: &cancellables)
        }

        func appDidLaunch() async {
            updates = Task { [weak self] in
                for await update in Transaction.updates {
                    guard case .verified(let transaction) = update else { continue }
                    self?.purchasedIDs.insert(transaction.productID)
                    await transaction.finish()
                }
            }
            for await entitlement in Transaction.currentEntitlements {
                if case .verified(let transaction) = entitlement { purchasedIDs.insert(transaction.productID) }
            }
        }

        /// What was shown right after the purchase was inserted: `receive(on:)` delivers later.
        private(set) var shownRightAfterInsert = ""

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction)) = try? await product.purchase() else { return }
            purchasedIDs.insert(transaction.productID)
            shownRightAfterInsert = shown
            await transaction.finish()
        }

        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: purchasedIDs.isEmpty ? .notStarted : .unlocked, reason: shown,
                          paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func aStoreSinkingOnTheMainQueueSettlesInTheStep() throws {
        let session = try TwinTestSession(PublishedStore.self, setup: "product pro unlock")
        try session.launch()
        #expect(session.access.reason == "nothing bought")
        try session.buy("pro")
        #expect(session.app?.shownRightAfterInsert == "nothing bought", "the main queue's delivery comes after the code that sent it")
        #expect(session.access.reason == "owns pro")
        try session.relaunch()
        #expect(session.access.reason == "owns pro", "the entitlement read at launch is heard through the sink")
    }
}
#endif
