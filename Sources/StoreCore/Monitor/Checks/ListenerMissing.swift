import PurchasePort

/// `listener-missing`: an app that launches (or changes account) runs a `Transaction.updates`
/// listener.
struct ListenerMissing: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device
        guard !world.devices[d].process.listening, trace.contextChanged.contains(d) else { return }
        findings.append(Finding(invariant: .listenerMissing, device: d,
                                detail: "the app runs on \(world.devices[d].name) without a Transaction.updates listener",
                                order: .init(.shown, d.position, Int.max)))
    }
}
