import PurchasePort

/// A command that cannot be carried out in the current state. The engine is left unchanged.
package struct EngineError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
