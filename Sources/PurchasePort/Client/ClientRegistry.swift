/// The clients a debugger can run by name (`client NAME`), besides the reference client and its
/// faults: an app team registers its own purchase code here.
public struct ClientRegistry: Sendable {
    public typealias Factory = @Sendable () -> any PurchaseClient

    /// One registered client.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        @usableFromInline package let make: Factory

        /// The memberwise initializer, for the package.
        @usableFromInline package init(name: String, summary: String, make: @escaping Factory) {
            self.name = name
            self.summary = summary
            self.make = make
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Names `client` cannot take: the scenario language's own words after `client`.
    public static let reservedNames: Set<String> = ["reference", "fault"]

    /// Registers `make` under `name`; a later registration of the same name replaces it. A name
    /// that is empty, holds spaces or is a word of the language is not registered: it is kept in
    /// `problems`, which the debugger reports at start as a usage error.
    public mutating func register(_ name: String, summary: String = "", _ make: @escaping Factory) {
        guard !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "#" || $0 == "\"" }) else {
            problems.append("a client name must be one word: '\(name)'")
            return
        }
        guard !Self.reservedNames.contains(name) else {
            problems.append("'\(name)' is a word of the scenario language; choose another client name")
            return
        }
        entries.removeAll { $0.name == name }
        entries.append(Entry(name: name, summary: summary, make: make))
    }

    /// Registrations that were refused, and why.
    public private(set) var problems: [String] = []

    public var names: [String] { entries.map(\.name) }

    public func contains(_ name: String) -> Bool { entries.contains { $0.name == name } }
}
