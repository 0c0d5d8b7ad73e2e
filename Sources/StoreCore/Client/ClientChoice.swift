import PurchasePort

/// The client under test on every device (`client reference`, `client fault NAME`, `client NAME`).
package enum ClientChoice: Hashable, Sendable {
    case reference
    case fault(ClientFault)
    /// A client registered by name in a `ClientRegistry` (an app team's own purchase code).
    case registered(String)

    /// The fault it makes on purpose, if it is one of the built-in faulty clients.
    package var fault: ClientFault? {
        if case .fault(let fault) = self { return fault }
        return nil
    }
}
