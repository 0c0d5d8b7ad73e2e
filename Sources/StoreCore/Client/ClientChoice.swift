/// The client under test on every device (`client reference`, `client fault NAME`, `client NAME`).
public enum ClientChoice: Hashable, Sendable {
    case reference
    case fault(ClientFault)
    /// A client registered by name in a `ClientRegistry` (an app team's own purchase code).
    case registered(String)

    /// How the event log introduces it.
    var setupLine: String {
        switch self {
        case .reference: return "Client: reference"
        case .fault(let fault): return "Client fault \(fault.rawValue): \(fault.summary)"
        case .registered(let name): return "Client: \(name)"
        }
    }

    /// The fault it makes on purpose, if it is one of the built-in faulty clients.
    public var fault: ClientFault? {
        if case .fault(let fault) = self { return fault }
        return nil
    }
}
