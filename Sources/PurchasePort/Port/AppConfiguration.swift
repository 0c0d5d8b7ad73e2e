/// What the app under test was built with: the store's catalogue as its product identifiers
/// know it, and the app-defined evaluation (seed 000), if any.
public struct AppConfiguration: Sendable {
    /// One shared box: the app's context is made for every input it receives (every renewal of
    /// a long session), and copying the box is one retain.
    private let box: Box

    public init(catalogue: Catalogue = Catalogue(), evaluation: EvaluationPolicy? = nil) {
        box = Box(catalogue: catalogue, evaluation: evaluation)
    }

    public var catalogue: Catalogue { box.catalogue }
    public var evaluation: EvaluationPolicy? { box.evaluation }

    public var products: [StoreProduct] { catalogue.products }

    public subscript(id: String) -> StoreProduct? { catalogue[id] }

    private final class Box: Sendable {
        let catalogue: Catalogue
        let evaluation: EvaluationPolicy?

        init(catalogue: Catalogue, evaluation: EvaluationPolicy?) {
            self.catalogue = catalogue
            self.evaluation = evaluation
        }
    }
}
