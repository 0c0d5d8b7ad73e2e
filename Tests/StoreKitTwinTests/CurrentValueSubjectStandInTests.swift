#if os(Linux)
import Combine
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// The Combine stand-in's `CurrentValueSubject`: a value an app sets and awaits (a store that
/// waits until it has stopped loading, as a public store does with `values.contains(false)`).
@Suite struct CurrentValueSubjectStandInTests {
    /// An iteration starts listening when it starts (as Combine subscribes then), takes the
    /// current value first and each value sent after, keeping only the newest it has not taken,
    /// and ends at completion, after which nothing is sent.
    @Test func valuesGiveTheCurrentValueThenEachSentUntilCompletion() async {
        let subject = CurrentValueSubject<Int, Never>(1)
        #expect(subject.value == 1)
        let values = subject.values
        subject.send(2)
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == 2, "it started listening at the iteration, not at `values`")
        subject.value = 3
        #expect(await iterator.next() == 3)
        subject.send(4)
        subject.send(5)
        #expect(await iterator.next() == 5, "only the newest value not taken is kept")
        subject.send(completion: .finished)
        subject.send(completion: .finished)
        subject.send(6)
        #expect(await iterator.next() == nil)
        #expect(subject.value == 5)
        var after: [Int] = []
        for await value in subject.values { after.append(value) }
        #expect(after.isEmpty, "a finished subject gives nothing")
    }

    @MainActor final class LoadingApp: TwinApp {
        let isLoading = CurrentValueSubject<Bool, Never>(true)
        var waited = "not yet"

        init() {}

        func appDidLaunch() async {
            Task {
                _ = await isLoading.values.contains(false)
                waited = "loaded"
            }
            _ = try? await Product.products(for: ["pro"])
            isLoading.send(false)
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}
        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: waited, paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func anAppAwaitsItUnderTheTwin() throws {
        let session = try TwinTestSession(LoadingApp.self, setup: "product pro unlock")
        try session.launch()
        #expect(session.access.reason == "loaded")
    }
}
#endif
