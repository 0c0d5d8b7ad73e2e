/// The one line above the key bar saying what the last action did.
public struct StatusMessage: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// What happened, plainly.
        case info
        /// The command was refused or an expectation failed.
        case error
        /// The client broke a monitor invariant.
        case violation
    }

    public let text: String
    public let kind: Kind

    public init(_ text: String, kind: Kind = .info) {
        self.text = text
        self.kind = kind
    }
}
