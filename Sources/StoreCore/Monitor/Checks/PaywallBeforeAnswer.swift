import PurchasePort

/// `paywall-before-answer`: the paywall is not shown before the store has answered a read of
/// what the account owns since launch (its entitlements, its history, or the subscription
/// statuses of every group of an app that sells no unlock or pass; unknown is never none).
struct PaywallBeforeAnswer: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device
        guard trace.paywallBeforeAnswer.contains(d) || (!world.devices[d].process.storeAnswered && app.report.access.paywallShown) else { return }
        findings.append(Finding(invariant: .paywallBeforeAnswer, device: d,
                                detail: "the paywall was shown on \(world.devices[d].name) before the store answered",
                                order: .init(.shown, d.position, Int.max)))
    }
}
