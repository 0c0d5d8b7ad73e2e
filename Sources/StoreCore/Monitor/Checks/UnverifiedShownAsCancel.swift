/// `unverified-shown-as-cancel`: a purchase that failed verification is not reported to the
/// user as cancelled.
struct UnverifiedShownAsCancel: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        for (position, fact) in trace.facts.enumerated() {
            guard case .toldCancelled(let id, let d) = fact else { continue }
            findings.append(Finding(invariant: .unverifiedShownAsCancel, device: d,
                                    detail: "the purchase \(world.store.label(id)) failed verification but the user was told it was cancelled",
                                    order: .init(.told, position)))
        }
    }
}
