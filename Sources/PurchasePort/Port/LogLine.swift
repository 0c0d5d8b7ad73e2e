import Foundation

/// A line a client writes to the event log. Built from a string; the reference client's most
/// frequent lines are kept as their facts and spelled out only when read.
public struct LogLine: Sendable, ExpressibleByStringInterpolation {
    /// The line as written, or one of the reference client's frequent lines as its fact.
    @usableFromInline package let content: Content

    @usableFromInline package enum Content: Sendable {
        case text(String)
        /// A consumable transaction delivered and credited.
        case credited(transaction: TransactionID, product: String, units: Int32, balance: Int32, via: Delivery)
        /// A subscription's transaction delivered.
        case subscriptionDelivered(transaction: TransactionID, product: String, until: Date?, via: Delivery)
        /// One of the reference client's frequent lines (`ClientLine`), spelled out when read.
        case spelledWhenRead(ClientLine)
    }

    public init(_ text: String) { content = .text(text) }
    public init(stringLiteral value: String) { content = .text(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { content = .text(String(stringInterpolation: stringInterpolation)) }
    @usableFromInline package init(content: Content) { self.content = content }

    public var text: String {
        switch content {
        case .text(let text): return text
        case .credited(let id, let product, let units, let balance, let delivery):
            return Self.credited(id, product, units: units, balance: balance, via: delivery)
        case .subscriptionDelivered(let id, let product, let until, let delivery):
            return Self.subscriptionDelivered(id, product, until: until, via: delivery)
        case .spelledWhenRead(let line):
            return line.text
        }
    }

    /// The event log's wording of a credit (`EventWording` spells the fact with it).
    @usableFromInline package static func credited(_ id: TransactionID, _ product: String, units: Int32, balance: Int32, via delivery: Delivery) -> String {
        "\(delivery.phrase): #\(id) \(product) verified; credited \(units); balance \(balance)"
    }

    /// The event log's wording of a subscription delivered.
    @usableFromInline package static func subscriptionDelivered(_ id: TransactionID, _ product: String, until: Date?, via delivery: Delivery) -> String {
        "\(delivery.phrase): #\(id) \(product) verified; subscription active until \(until.map { InstantFormat.short($0) } ?? "?")"
    }
}
