import PurchasePort

/// A client fault built on the reference client: it forwards everything to it and bends one
/// rule, input or action.
protocol ReferenceVariant: PurchaseClient {
    var base: ReferenceClient { get set }
}

extension ReferenceVariant {
    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        base.receive(input, in: context)
    }

    func report(in context: ClientContext) -> ClientReport {
        base.report(in: context)
    }

    func access(in context: ClientContext) -> AccessView {
        report(in: context).access
    }
}
