import PurchasePort

/// How a command names a transaction: `#3`, `last`, or a product id (its latest transaction).
package enum TransactionReference: Hashable, Sendable, CustomStringConvertible {
    case id(TransactionID)
    case last
    case product(String)

    package var description: String {
        switch self {
        case .id(let n): return "#\(n)"
        case .last: return "last"
        case .product(let id): return id
        }
    }
}
