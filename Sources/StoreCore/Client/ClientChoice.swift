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

    /// A short badge for the screen: nil for the reference client.
    public var badge: String? {
        switch self {
        case .reference: return nil
        case .fault(let fault): return "FAULT \(fault.rawValue)"
        case .registered(let name): return "CLIENT \(name)"
        }
    }
}
