/// What the app under test was built with: the store's catalogue as its product identifiers
/// know it, and the app-defined evaluation (seed 000), if any.
public struct AppConfiguration: Sendable {
    public let catalogue: Catalogue
    public let evaluation: EvaluationPolicy?

    public init(catalogue: Catalogue = Catalogue(), evaluation: EvaluationPolicy? = nil) {
        self.catalogue = catalogue
        self.evaluation = evaluation
    }

    public var products: [Product] { catalogue.products }

    public subscript(id: String) -> Product? { catalogue[id] }
}
