import PurchasePort

/// `foreign-finished`: the app finishes only its own products' transactions, never one that
/// other code handles.
struct ForeignFinished: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        for (position, finish) in trace.finishes.enumerated() where finish.external {
            findings.append(Finding(invariant: .foreignFinished, device: finish.device,
                                    detail: "the app finished \(world.store.label(finish.transaction)), a product it does not handle",
                                    order: .init(.finished, position)))
        }
    }
}
