import Foundation

/// What an event says. The frequent events of a long session (a renewal and its delivery,
/// hundreds of thousands in a simulated year) are kept as data and spelled out only when read;
/// the rest are written at once.
enum EventSentence: Hashable, Sendable {
    case written(String)
    /// `Renewed P: #N P until 2026-02-01T09:00:00Z`
    case renewed(transaction: Int, product: String, until: Date)
    /// `update: #N P verified; subscription active until 1 Feb 09:00`
    case subscriptionDelivered(transaction: Int, product: String, until: Date?, via: Delivery)

    var text: String {
        switch self {
        case .written(let text):
            return text
        case .renewed(let id, let product, let until):
            return "Renewed \(product): #\(id) \(product) until \(InstantFormat.iso(until))"
        case .subscriptionDelivered(let id, let product, let until, let delivery):
            return "\(delivery.phrase): #\(id) \(product) verified; subscription active until \(until.map { InstantFormat.short($0) } ?? "?")"
        }
    }
}
