import PurchasePort

/// A command that cannot be carried out in the current state. The engine is left unchanged.
public struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
