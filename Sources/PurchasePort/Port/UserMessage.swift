/// Something the app told the user, with what kind of news it is, so that the monitor can judge
/// it (a purchase that failed verification must not be reported as cancelled).
public struct UserMessage: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case purchased, pending, cancelled, failed, unavailable, restored, info
    }

    public let kind: Kind
    public let text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
