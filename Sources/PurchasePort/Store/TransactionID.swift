/// A transaction's number in the store's ledger (`#3`): transactions are numbered from 1 in the
/// order the store recorded them, so a transaction id is never a device, a count or a position.
/// It prints, encodes and decodes as the bare number, and a literal is one
/// (`finish(transactionID: 3)`), so transcripts, screens and reports read as they did when an id
/// was an `Int`. Frozen and inlinable: in a release build it is the `Int` it wraps.
@frozen
public struct TransactionID: Hashable, Comparable, Sendable {
    /// The ledger number, from 1.
    public let rawValue: Int

    @inlinable
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    @inlinable
    public init(rawValue: Int) { self.rawValue = rawValue }

    @inlinable
    public static func < (lhs: TransactionID, rhs: TransactionID) -> Bool { lhs.rawValue < rhs.rawValue }

    @inlinable
    public static func == (lhs: TransactionID, rhs: TransactionID) -> Bool { lhs.rawValue == rhs.rawValue }

    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// Ids are dense, so a range of them is a run of the ledger: `for id in first...last`,
/// `(1...4).map { … transactionID: $0 }`.
extension TransactionID: Strideable {
    @inlinable
    public func distance(to other: TransactionID) -> Int { other.rawValue - rawValue }

    @inlinable
    public func advanced(by n: Int) -> TransactionID { TransactionID(rawValue + n) }
}

extension TransactionID: ExpressibleByIntegerLiteral {
    @inlinable
    public init(integerLiteral value: Int) { self.rawValue = value }
}

extension TransactionID: LosslessStringConvertible {
    /// The bare number, as every transcript and screen shows it (`#` is the caller's).
    @inlinable
    public var description: String { String(rawValue) }

    /// The id a bare decimal number spells (`"12"`); nil for anything else.
    @inlinable
    public init?(_ description: String) {
        guard let rawValue = Int(description) else { return nil }
        self.rawValue = rawValue
    }
}

extension TransactionID: Codable {
    /// A plain JSON number.
    @inlinable
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    @inlinable
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
