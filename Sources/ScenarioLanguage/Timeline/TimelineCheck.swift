import Foundation

/// An `expect` step: when it was checked, and whether it held.
public struct TimelineCheck: Hashable, Sendable {
    public let at: Date
    /// The scenario line, when the step came from a file.
    public let line: Int?
    /// `expect access subscribed`
    public let text: String
    /// Why it failed: `expected …, found …`; nil when it held.
    public let failure: String?

    public var passed: Bool { failure == nil }

    public init(at: Date, line: Int?, text: String, failure: String?) {
        self.at = at
        self.line = line
        self.text = text
        self.failure = failure
    }
}
