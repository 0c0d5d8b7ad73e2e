/// `foreign-finished`: the app finishes only its own products' transactions, never one that
/// other code handles.
struct ForeignFinished: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        for (position, fact) in trace.facts.enumerated() {
            guard case .finished(let id, let d, _, true) = fact else { continue }
            findings.append(Finding(invariant: .foreignFinished, device: d,
                                    detail: "the app finished \(world.store.label(id)), a product it does not handle",
                                    order: .init(.finished, position)))
        }
    }
}
