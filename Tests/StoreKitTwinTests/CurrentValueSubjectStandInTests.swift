#if os(Linux)
import Combine
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// The Combine stand-in's `CurrentValueSubject`: a value an app sets and awaits (a store that
/// waits until it has stopped loading, as a public store does with `values.contains(false)`).
@Suite struct CurrentValueSubjectStandInTests {
    @Test func valuesGiveTheCurrentValueThenEachSentUntilCompletion() async {
        let subject = CurrentValueSubject<Int, Never>(1)
        #expect(subject.value == 1)
        let values = subject.values
        subject.send(2)
        subject.value = 3
        subject.send(completion: .finished)
        subject.send(4)
        var seen: [Int] = []
        for await value in values { seen.append(value) }
        #expect(seen == [1, 2, 3])
        #expect(subject.value == 3)
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
