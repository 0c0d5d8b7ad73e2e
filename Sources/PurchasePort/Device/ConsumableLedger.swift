/// The app's own record of consumables, kept in its preferences: units credited per transaction
/// id, and units used up per product.
public struct ConsumableLedger: Hashable, Sendable {
    /// Chunked by transaction id: a copy shares it, and a refund after an undo checkpoint copies
    /// one chunk, not every credit of the session.
    public private(set) var credits = CreditTable()
    public private(set) var creditedUnits: [String: Int] = [:]
    public private(set) var consumedUnits: [String: Int] = [:]

    public init() {}

    public func balance(of product: String) -> Int {
        // Most apps never use a unit up: no hashing of the product for what was consumed.
        (creditedUnits[product] ?? 0) - (consumedUnits.isEmpty ? 0 : consumedUnits[product] ?? 0)
    }

    public func hasCredited(_ transaction: TransactionID) -> Bool { credits[transaction] != nil }

    /// Units credited for one transaction so far.
    public func unitsCredited(by transaction: TransactionID) -> Int { credits[transaction] ?? 0 }

    @usableFromInline package mutating func credit(_ transaction: TransactionID, product: String, units: Int) {
        credits[transaction] = (credits[transaction] ?? 0) + units
        creditedUnits[product, default: 0] += units
    }

    @usableFromInline package mutating func consume(_ product: String, units: Int) {
        consumedUnits[product, default: 0] += units
    }

    /// Takes back what a revoked transaction credited and was not used yet; it no longer counts as credited.
    @usableFromInline package mutating func withdraw(_ transaction: TransactionID, product: String, unused: Int) {
        guard credits.removeValue(forKey: transaction) != nil else { return }
        creditedUnits[product, default: 0] -= min(unused, balance(of: product))
    }
}
