/// One row of a timeline: a subscription group, a product, a device's evaluation window, or
/// what a device's app showed.
public struct TimelineLane: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case subscriptionGroup, product, evaluation, access
    }

    public let kind: Kind
    /// `group pro`, `com.example.app.permanentUnlock`, `phone evaluation`, `phone shows`.
    public let title: String
    /// Oldest first; later ones are drawn over earlier ones.
    public let periods: [TimelinePeriod]
    /// Oldest first; drawn over the periods.
    public let marks: [TimelineMark]

    public init(kind: Kind, title: String, periods: [TimelinePeriod], marks: [TimelineMark]) {
        self.kind = kind
        self.title = title
        self.periods = periods
        self.marks = marks
    }
}
