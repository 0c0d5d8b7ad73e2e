/// The clients a debugger can run by name (`client NAME`), besides the reference client and its
/// faults: an app team registers its own purchase code here.
public struct ClientRegistry: Sendable {
    public typealias Factory = @Sendable () -> any PurchaseClient

    /// One registered client.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        let make: Factory
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Names `client` cannot take: the scenario language's own words after `client`.
    public static let reservedNames: Set<String> = ["reference", "fault"]

    /// Registers `make` under `name`; a later registration of the same name replaces it.
    /// Throws for a reserved or empty name, or one with spaces.
    public mutating func register(_ name: String, summary: String = "", _ make: @escaping Factory) throws(ClientRegistryError) {
        guard !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "\"" }) else {
            throw ClientRegistryError("a client name must be one word: '\(name)'")
        }
        guard !Self.reservedNames.contains(name) else {
            throw ClientRegistryError("'\(name)' is a word of the scenario language; choose another client name")
        }
        entries.removeAll { $0.name == name }
        entries.append(Entry(name: name, summary: summary, make: make))
    }

    public var names: [String] { entries.map(\.name) }

    public func contains(_ name: String) -> Bool { entries.contains { $0.name == name } }

    /// A new client for `choice`; nil for a name that is not registered.
    func makeClient(_ choice: ClientChoice) -> (any PurchaseClient)? {
        switch choice {
        case .reference: return ReferenceClient()
        case .fault(let fault): return fault.makeClient()
        case .registered(let name): return entries.first { $0.name == name }?.make()
        }
    }

    /// Why `name` cannot be chosen, naming the registered clients and the closest one.
    public func unknownNameMessage(_ name: String) -> String {
        let known = ["reference"] + names
        var message = "unknown client '\(name)'; the clients are \(known.map { "'\($0)'" }.joined(separator: ", ")) and 'fault NAME'"
        if let close = EditDistance.closest(to: name, among: known + ClientFault.allCases.map { "fault \($0.rawValue)" }) {
            message += "; did you mean '\(close)'?"
        }
        return message
    }
}
