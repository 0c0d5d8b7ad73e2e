import PurchasePort

/// `finished-before-delivery`: a transaction is finished only after the app delivered what it
/// provides (said so, or credited it).
struct FinishedBeforeDelivery: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        for (position, finish) in trace.finishes.enumerated() where !finish.external && !finish.afterDelivery {
            findings.append(Finding(invariant: .finishedBeforeDelivery, device: finish.device,
                                    detail: "the app finished \(world.store.label(finish.transaction)) before delivering it",
                                    order: .init(.finished, position)))
        }
    }
}
