import Foundation
import PurchasePort

/// What the controller asks of StoreKit, the keychain, `UserDefaults` and its UI while it handles
/// one input, in order, recorded as the port's actions for the device to carry out.
struct AppEffects {
    private(set) var actions: [ClientAction] = []

    // StoreKit
    mutating func listenForTransactionUpdates() { actions.append(.startListener) }
    mutating func readCurrentEntitlements(because reason: String) { actions.append(.readEntitlements(reason: reason)) }
    mutating func loadProducts() { actions.append(.loadProducts) }
    mutating func purchase(_ productID: String) { actions.append(.purchase(productID: productID)) }
    mutating func readUnfinishedTransactions() { actions.append(.readUnfinished) }
    mutating func syncWithAppStore() { actions.append(.sync) }
    mutating func finish(_ transaction: StoreTransaction) { actions.append(.finish(transactionID: transaction.id)) }

    // The app's own side
    /// The user now has what `transaction` provides (or, revoked, no longer has it).
    mutating func delivered(_ transaction: StoreTransaction) { actions.append(.deliver(transactionID: transaction.id)) }
    mutating func addCoins(from transaction: StoreTransaction) {
        actions.append(.credit(transactionID: transaction.id, productID: transaction.productID, units: transaction.quantity))
    }
    mutating func takeBackCoins(from transaction: StoreTransaction) {
        actions.append(.withdraw(transactionID: transaction.id, productID: transaction.productID))
    }
    mutating func spendCoins(_ count: Int) { actions.append(.consume(productID: NotesProducts.coins, units: count)) }
    mutating func saveToKeychain(_ date: Date, forKey key: String) { actions.append(.writeKeychain(key: key, value: .date(date))) }
    mutating func saveToDefaults(_ date: Date, forKey key: String) { actions.append(.writePreferences(key: key, value: .date(date))) }
    /// Shows `text` to the user, and writes it to the event log too: the debugger shows a told
    /// message nowhere else.
    mutating func show(_ kind: UserMessage.Kind, _ text: String) {
        actions.append(.tell(UserMessage(kind, text)))
        log("Shows: \(text)")
    }
    mutating func dismissMessage() { actions.append(.tell(nil)) }
    /// Re-render at `date` (device time), when the trial ends.
    mutating func refreshUI(at date: Date) { actions.append(.wakeMe(at: date)) }
    mutating func log(_ line: String) { actions.append(.log(LogLine(line))) }
}
