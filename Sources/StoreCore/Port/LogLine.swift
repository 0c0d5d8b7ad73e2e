import Foundation

/// A line a client writes to the event log. Built from a string; the reference client's most
/// frequent lines are kept as data and spelled out only when read.
public struct LogLine: Sendable, ExpressibleByStringInterpolation {
    let sentence: EventSentence

    public init(_ text: String) { sentence = .written(text) }
    public init(stringLiteral value: String) { sentence = .written(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { sentence = .written(String(stringInterpolation: stringInterpolation)) }
    init(_ sentence: EventSentence) { self.sentence = sentence }

    public var text: String { sentence.text }
}
