import Foundation

/// A line a client writes to the event log. Built from a string; the reference client's most
/// frequent lines are kept as their facts and spelled out only when read.
public struct LogLine: Sendable, ExpressibleByStringInterpolation {
    let fact: EventFact

    public init(_ text: String) { fact = .clientSaid(text) }
    public init(stringLiteral value: String) { fact = .clientSaid(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { fact = .clientSaid(String(stringInterpolation: stringInterpolation)) }
    init(_ fact: EventFact) { self.fact = fact }

    public var text: String { EventWording.sentence(fact) }
}
