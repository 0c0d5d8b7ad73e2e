import Foundation
import PurchasePort

/// A rule the client broke, at the step it broke it.
public struct Violation: Hashable, Sendable {
    public let invariant: Invariant
    public let step: Int
    public let trueTime: Date
    public let device: String
    public let detail: String

    public var summary: String { "\(invariant.rawValue): \(detail)" }
}
