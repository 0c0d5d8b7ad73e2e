/// The one line above the key bar saying what the last action did.
package struct StatusMessage: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// What happened, plainly.
        case info
        /// The command was refused or an expectation failed.
        case error
        /// The client broke a monitor invariant.
        case violation
    }

    package let text: String
    package let kind: Kind

    package init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }
}
