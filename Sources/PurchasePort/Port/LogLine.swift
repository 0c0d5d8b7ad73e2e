import Foundation

/// A line a client writes to the event log. Built from a string; the reference client's most
/// frequent lines are kept as their facts and spelled out only when read.
public struct LogLine: Sendable, ExpressibleByStringInterpolation {
    /// The line as written, or a fact of the core's own (its event log spells it out).
    @usableFromInline package let content: Content

    @usableFromInline package enum Content: Sendable {
        case text(String)
        case fact(any LogFact)
    }

    public init(_ text: String) { content = .text(text) }
    public init(stringLiteral value: String) { content = .text(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { content = .text(String(stringInterpolation: stringInterpolation)) }
    @usableFromInline package init(fact: any LogFact) { content = .fact(fact) }

    public var text: String {
        switch content {
        case .text(let text): return text
        case .fact(let fact): return fact.sentence
        }
    }
}

/// A fact the core keeps in its event log in place of a client's line, spelled out when read.
@usableFromInline package protocol LogFact: Sendable {
    var sentence: String { get }
}
