import PurchasePort

extension ClientRegistry {
    /// A new client for `choice`; nil for a name that is not registered.
    package func makeClient(_ choice: ClientChoice) -> (any PurchaseClient)? {
        switch choice {
        case .reference: return ReferenceClient()
        case .fault(let fault): return fault.makeClient()
        case .registered(let name): return entries.first { $0.name == name }?.make()
        }
    }

    /// Why `name` cannot be chosen, naming the registered clients and the closest one.
    package func unknownNameMessage(_ name: String) -> String {
        let known = ["reference"] + names
        var message = "unknown client '\(name)'; the clients are \(known.map { "'\($0)'" }.joined(separator: ", ")) and 'fault NAME'"
        if let close = EditDistance.closest(to: name, among: known + ClientFault.allCases.map { "fault \($0.rawValue)" }) {
            message += "; did you mean '\(close)'?"
        }
        return message
    }
}
