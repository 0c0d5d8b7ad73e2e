import Foundation
import StoreCore
import TerminalUI

/// Every field StoreKit gives the app about one transaction, as lines for the detail view
/// (Enter), then the events that name it (`#N`), oldest first. Dates are in true time (UTC),
/// with the year.
struct TransactionDetail {
    let title: String
    let lines: [(text: String, style: StyleRole)]

    init?(id: TransactionID, in engine: Engine) {
        guard let transaction = engine.store.transaction(id) else { return nil }
        let store = engine.store
        let product = store.catalogue[transaction.productID]
        title = "Transaction #\(id)"
        func date(_ value: Date?) -> String { value.map { InstantFormat.medium($0) + " UTC" } ?? "—" }
        let state = store.effectiveState(of: transaction)
        var fields: [(String, String, StyleRole)] = [
            ("ID", "#\(transaction.id)", .normal),
            ("Original ID", "#\(transaction.originalID)", .normal),
            ("Product", transaction.productID + (product.map { $0.title == transaction.productID ? "" : " (\($0.title))" } ?? ""), .normal),
            ("Type", transaction.kind.label, .normal),
            ("Quantity", "\(transaction.quantity)", .normal),
            ("Price", transaction.price.map { $0.formatted(for: store.settings.locale) } ?? "—", .normal),
            ("State", state.rawValue + (state == transaction.state ? "" : " (ledger: \(transaction.state.rawValue))"), .normal),
            ("Reason", transaction.reason.rawValue, .normal),
            ("Purchased", date(transaction.purchaseDate), .normal),
            ("Orig. purchase", date(transaction.originalPurchaseDate), .normal),
            ("Expires", date(transaction.expirationDate), .normal),
            ("Revoked", date(transaction.revocationDate), transaction.revocationDate == nil ? .normal : .error),
            ("Revoke reason", transaction.revocationReason?.rawValue ?? "—", .normal),
        ]
        if let consumed = store.reportedConsumption[id] {
            fields.append(("Consumption", "\(consumed)% reported to the App Store (consumptionPercentage \(consumed * 1000))", .normal))
        }
        fields += [
            ("Ownership", transaction.ownership.rawValue, .normal),
            ("Account", transaction.account, .normal),
            // A renewal is made by the App Store itself, on no device.
            transaction.reason == .renewal ? ("Bought on", "no device: the App Store renewed it", .normal)
                : ("Bought on", transaction.device ?? "elsewhere (another device or the App Store)", .normal),
        ]
        switch transaction.verification {
        case .verified:
            fields.append(("Verification", "verified", .normal))
        case .unverified(let reason):
            fields.append(("Verification", "UNVERIFIED: \(reason)", .error))
        }
        fields.append(("Finished", transaction.finished ? "yes" : "no", transaction.finished ? .normal : .warning))
        if let offer = transaction.offer { fields.append(("Offer", offer.description, .normal)) }
        if let token = transaction.appAccountToken { fields.append(("Account token", token.uuidString, .normal)) }
        if let storefront = transaction.storefront {
            fields.append(("Storefront", "\(storefront.countryCode) (\(storefront.localeIdentifier))", .normal))
        }
        if transaction.isUpgraded { fields.append(("Upgraded", "yes: replaced by an upgrade", .dim)) }
        if let info = engine.renewalInfo(of: transaction) { fields += Self.renewalFields(info, date: date) }
        if transaction.external { fields.append(("Handled by", "other code (external product)", .dim)) }
        if transaction.deleted { fields.append(("Deleted", "yes: gone from the ledger the app reads", .dim)) }
        let labelWidth = fields.map(\.0.count).max() ?? 0
        var lines: [(text: String, style: StyleRole)] = fields.map { field in
            (field.0.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + field.1, field.2)
        }
        let touching = engine.events(naming: id)
        lines.append(("", .normal))
        lines.append(("Events naming #\(id) (\(touching.count))", .heading))
        if touching.isEmpty { lines.append(("none", .dim)) }
        for event in touching {
            let device = engine.devices.count > 1 ? "\(event.device) " : ""
            lines.append(("\(InstantFormat.short(event.trueTime, relativeTo: store.now)) \(device)\(event.kind.rawValue): \(event.text)", .normal))
        }
        self.lines = lines
    }

    /// The renewal info of the subscription the transaction belongs to, as the store gives it.
    private static func renewalFields(_ info: RenewalInfo, date: (Date?) -> String) -> [(String, String, StyleRole)] {
        var fields: [(String, String, StyleRole)] = [
            ("Auto-renew", info.willAutoRenew ? "on" : "off", info.willAutoRenew ? .normal : .warning),
            ("Renews to", info.autoRenewPreference, .normal),
            ("Renews at", date(info.renewalDate), .normal),
        ]
        if let offer = info.offer { fields.append(("Next offer", offer.description, .normal)) }
        switch info.priceIncreaseStatus {
        case .noIncreasePending: break
        case .pending: fields.append(("Price increase", "pending: ends at the renewal without the customer's consent", .warning))
        case .agreed: fields.append(("Price increase", "agreed: renews at the new price", .normal))
        }
        if let reason = info.expirationReason { fields.append(("Ended", reason, .warning)) }
        if let grace = info.gracePeriodExpirationDate { fields.append(("Grace ends", date(grace), .warning)) }
        if info.isInBillingRetry { fields.append(("Billing retry", "yes", .warning)) }
        if !info.eligibleWinBackOfferIDs.isEmpty {
            fields.append(("Win-back", info.eligibleWinBackOfferIDs.joined(separator: ", "), .normal))
        }
        return fields
    }
}
