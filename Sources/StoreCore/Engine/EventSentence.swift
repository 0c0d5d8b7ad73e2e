import Foundation

/// What an event says, kept as data and spelled out only when read: a long session logs millions
/// of events. A written sentence is kept as its wording, shared with every sentence worded alike
/// (`EventTemplate`), and its numbers (`EventNumbers`); the most frequent sentences — a
/// renewal's two, hundreds of thousands in a simulated year, and a purchase's and a consumable
/// credit's — are kept as their facts, neither written out nor read back for their numbers.
/// Equal when they read the same.
enum EventSentence: Hashable, Sendable {
    case written(String)
    /// A written sentence whose numbers are kept apart from its wording.
    case worded(EventTemplate, EventNumbers)
    /// `Renewed P: #N P until 2026-02-01T09:00:00Z`
    case renewed(transaction: Int, product: String, until: Date)
    /// `update: #N P verified; subscription active until 1 Feb 09:00`
    case subscriptionDelivered(transaction: Int, product: String, until: Date?, via: Delivery)
    /// `Bought P: #N purchased, verified`, then `, expires 2026-02-01T09:00:00Z` for a product
    /// that expires (bought without an offer).
    case bought(transaction: Int, product: String, expires: Date?)
    /// `purchase result: #N P verified; credited 1; balance 7`
    case credited(transaction: Int, product: String, units: Int32, balance: Int32, via: Delivery)

    var text: String {
        switch self {
        case .written(let text):
            return text
        case .worded(let template, let numbers):
            return template.text(with: numbers)
        case .renewed(let id, let product, let until):
            return "Renewed \(product): #\(id) \(product) until \(InstantFormat.iso(until))"
        case .subscriptionDelivered(let id, let product, let until, let delivery):
            return "\(delivery.phrase): #\(id) \(product) verified; subscription active until \(until.map { InstantFormat.short($0) } ?? "?")"
        case .bought(let id, let product, let expires):
            return "Bought \(product): #\(id) purchased, verified\(expires.map { ", expires \(InstantFormat.iso($0))" } ?? "")"
        case .credited(let id, let product, let units, let balance, let delivery):
            return "\(delivery.phrase): #\(id) \(product) verified; credited \(units); balance \(balance)"
        }
    }

    /// Whether the sentence names transaction `#id` (`#7`, not `#70`), read without spelling
    /// it out: a transaction's detail looks through every event of the session for it.
    func names(transaction id: Int) -> Bool {
        switch self {
        case .written(let text):
            return Self.names(id, in: text)
        case .worded(let template, let numbers):
            return template.names(transaction: id, with: numbers)
        case .renewed(let named, let product, _), .subscriptionDelivered(let named, let product, _, _),
             .bought(let named, let product, _), .credited(let named, let product, _, _, _):
            // Neither the dates, the counts nor the delivery's phrase hold a `#`; a product id
            // seldom does, and is searched only then: the detail asks this of every event.
            return named == id || (product.utf8.contains(UInt8(ascii: "#")) && Self.names(id, in: product))
        }
    }

    /// Whether `text` holds `#id` not followed by another digit.
    static func names(_ id: Int, in text: String) -> Bool {
        let mark = "#\(id)"
        var rest = text[...]
        while let range = rest.range(of: mark) {
            let after = rest[range.upperBound...]
            if after.first?.isNumber != true { return true }
            rest = after
        }
        return false
    }

    static func == (lhs: EventSentence, rhs: EventSentence) -> Bool {
        if case .worded(let left, let leftNumbers) = lhs, case .worded(let right, let rightNumbers) = rhs, left === right {
            return leftNumbers == rightNumbers
        }
        return lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
