import PurchasePort

/// `paywall-before-answer`: at launch, shows the paywall before the store has answered.
struct PaywallBeforeAnswerClient: ReferenceVariant {
    var base = ReferenceClient()
    /// What the app shows from launch until the first entitlements answer.
    private var early: AccessView?

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        var actions = base.receive(input, in: context)
        switch input {
        case .launched:
            var guess = base
            guess.believesAnswered = true
            let view = guess.access(context)
            guard view.paywallShown || view.state == .notStarted else { break }
            early = AccessView(state: view.state, paywallShown: true, reason: { view.reason })
            let read = actions.firstIndex { if case .readEntitlements = $0 { return true } else { return false } } ?? actions.endIndex
            actions.insert(.log("The app shows the paywall (\(view.state.name)) before the store has answered"), at: read)
        case .entitlements:
            early = nil
        default:
            break
        }
        return actions
    }

    func report(in context: ClientContext) -> ClientReport {
        let report = base.report(in: context)
        guard let early else { return report }
        return ClientReport(access: early, grants: report.grants, pending: report.pending,
                            knowsOwnership: report.knowsOwnership, evaluationStart: report.evaluationStart)
    }
}
