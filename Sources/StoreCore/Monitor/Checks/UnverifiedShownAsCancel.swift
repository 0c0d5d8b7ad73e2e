import PurchasePort

/// `unverified-shown-as-cancel`: a purchase that failed verification is not reported to the
/// user as cancelled.
struct UnverifiedShownAsCancel: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        for (position, told) in trace.toldCancelled.enumerated() {
            findings.append(Finding(invariant: .unverifiedShownAsCancel, device: told.device,
                                    detail: "the purchase \(world.store.label(told.transaction)) failed verification but the user was told it was cancelled",
                                    order: .init(.told, position)))
        }
    }
}
