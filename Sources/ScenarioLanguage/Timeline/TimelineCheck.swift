import Foundation

/// An `expect` step: when it was checked, and whether it held.
package struct TimelineCheck: Hashable, Sendable {
    package let at: Date
    /// The scenario line, when the step came from a file.
    package let line: Int?
    /// `expect access subscribed`
    package let text: String
    /// Why it failed: `expected …, found …`; nil when it held.
    package let failure: String?

    package var passed: Bool { failure == nil }

    package init(at: Date, line: Int?, text: String, failure: String?) {
        self.at = at
        self.line = line
        self.text = text
        self.failure = failure
    }
}
