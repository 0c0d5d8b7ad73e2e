import Foundation

/// One of the reference client's frequent lines (at every launch: products loaded, entitlements
/// read, an evaluation started; and a delivery other than a credit or a subscription's), kept as
/// what it says and spelled out only when read (`text`): a run that shows no trace never reads
/// them, and writing them cost more than the rest of the launch's reads. Two lines are equal when they read the same.
/// Held in one box (`indirect`), so a line is a pointer wherever it is passed.
@usableFromInline package indirect enum ClientLine: Hashable, Sendable {
    /// `Products loaded: 4 (pro $4.99, max $9.99, coins $0.99, …)`
    case productsLoaded([LoadedProduct])
    /// `Entitlements read (launch): coins, pro`, `Entitlements read (launch) offline, from the
    /// device's copy: nothing owned`; `owned` in the order written.
    case entitlementsRead(reason: String, fromDeviceCopy: Bool, owned: [String])
    /// `Evaluation started at first-launch: 14d, ends 2026-01-15T09:00:00Z; stored in keychain+preferences`
    case evaluationStarted(EvaluationPolicy, end: Date)
    /// `purchase result: #3 com.example.pro verified; unlocked`: a transaction delivered, and
    /// what the delivery did.
    case delivered(via: Delivery, transaction: TransactionID, product: String, verified: Bool, what: String)

    /// The line as the event log shows it.
    package var text: String {
        switch self {
        case .productsLoaded(let loaded):
            var line = "Products loaded: "
            line += String(loaded.count)
            if !loaded.isEmpty {
                line += " ("
                for (position, item) in loaded.prefix(3).enumerated() {
                    if position > 0 { line += ", " }
                    line += item.product.id
                    line += " "
                    line += item.displayPrice ?? (item.product.kind.isTrial ? "free" : "no price")
                }
                line += loaded.count > 3 ? ", …)" : ")"
            }
            return line
        case .entitlementsRead(let reason, let fromDeviceCopy, let owned):
            var line = "Entitlements read ("
            line += reason
            line += fromDeviceCopy ? ") offline, from the device's copy: " : "): "
            if owned.isEmpty { line += "nothing owned" }
            for (position, id) in owned.enumerated() {
                if position > 0 { line += ", " }
                line += id
            }
            return line
        case .evaluationStarted(let evaluation, let end):
            var line = "Evaluation started at "
            line += evaluation.start.rawValue
            line += ": "
            line += evaluation.length.description
            line += ", ends "
            line += InstantFormat.iso(end)
            line += "; stored in "
            line += evaluation.storage.rawValue
            return line
        case .delivered(let delivery, let id, let product, let verified, let what):
            var line = delivery.phrase
            line += ": #"
            line += id.description
            line += " "
            line += product
            line += verified ? " verified; " : " failed verification, granted anyway; "
            line += what
            return line
        }
    }

    @usableFromInline package static func == (lhs: ClientLine, rhs: ClientLine) -> Bool { lhs.text == rhs.text }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
