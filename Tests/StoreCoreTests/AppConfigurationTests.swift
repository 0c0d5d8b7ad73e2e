import Testing
@testable import StoreCore

/// The app's configuration is made once and kept while nothing changes: a change of the
/// catalogue or of the evaluation must still reach the app at its next input.
struct AppConfigurationTests {
    /// Says, whenever the user uses a feature, what its build sells and how long its evaluation is.
    struct ConfigurationProbe: PurchaseClient {
        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            guard case .user(.useFeature) = input else { return [] }
            let products = context.configuration.products.map(\.id).joined(separator: ",")
            let evaluation = context.configuration.evaluation.map { "\($0.length)" } ?? "none"
            return [.log("sells \(products); evaluation \(evaluation)")]
        }

        func report(in context: ClientContext) -> ClientReport { .notRunning }
    }

    @Test func aCatalogueOrEvaluationChangedAfterLaunchReachesTheApp() {
        var clients = ClientRegistry()
        clients.register("probe") { ConfigurationProbe() }
        var engine = Engine(clients: clients)
        engine.mustApply(.product(StoreProduct(id: "a", kind: .unlock)), .client(.registered("probe")), .launch, .useFeature,
                         .product(StoreProduct(id: "b", kind: .unlock)), .useFeature,
                         .evaluation(EvaluationPolicy(length: .days(3), unlockProductID: "a")), .useFeature)
        let said = engine.events.map(\.text).filter { $0.hasPrefix("sells") }
        #expect(said == ["sells a; evaluation none", "sells a,b; evaluation none", "sells a,b; evaluation 3d"])
    }
}
