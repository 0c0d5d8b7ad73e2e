import PurchasePort

/// `no-launch-listener`: starts no `Transaction.updates` listener at launch.
struct NoLaunchListenerClient: ReferenceVariant {
    var base = ReferenceClient()

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        base.receive(input, in: context).filter {
            if case .startListener = $0 { return false }
            return true
        }
    }
}
