/// Why a client could not be registered.
public struct ClientRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
