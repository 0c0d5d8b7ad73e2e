/// `finished-before-delivery`: a transaction is finished only after the app delivered what it
/// provides (said so, or credited it).
struct FinishedBeforeDelivery: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        for (position, fact) in trace.facts.enumerated() {
            guard case .finished(let id, let d, let afterDelivery, let external) = fact, !external, !afterDelivery else { continue }
            findings.append(Finding(invariant: .finishedBeforeDelivery, device: d,
                                    detail: "the app finished \(world.store.label(id)) before delivering it",
                                    order: .init(.finished, position)))
        }
    }
}
