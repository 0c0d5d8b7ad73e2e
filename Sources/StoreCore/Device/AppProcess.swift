import Foundation
import PurchasePort

/// The app running on a device: its client under test, and what the device has seen it do
/// since launch. Nothing here is read from inside the client.
package struct AppProcess: Sendable {
    var client: any PurchaseClient
    /// The process runs (launched, not quit).
    package internal(set) var running: Bool
    /// The app started its `Transaction.updates` listener.
    package internal(set) var listening = false
    /// The last thing the app told the user.
    package internal(set) var message: UserMessage?
    /// The store has answered a read of what the account owns since launch: an entitlements
    /// listing or a history read (even from the device's copy), or the subscription statuses of
    /// every group of an app that sells no unlock or pass.
    var storeAnswered = false
    /// What waits on `Transaction.updates` at launch has not been handed over yet: it is, once
    /// the app listens.
    var launchDeliveryDue = true
    /// The actions the app answered its launch with have been carried out.
    var launchFinished = false
    /// Device-clock instants the app asked to be woken at.
    var wakeUps: Set<Date> = []
    /// The instant last added to `wakeUps`.
    var lastWakeUp: Date?
    /// Transactions the app said it delivered (`.deliver`).
    var delivered = TransactionIDSet()
    /// Revoked transactions the app was handed (in an update, a listing, a sweep).
    var toldRevoked = TransactionIDSet()
    /// Subscriptions, by original transaction, the app read while they had lapsed: a listing
    /// (which leaves them out) or their statuses, from the store.
    var toldLapsed = TransactionIDSet()
    /// Subscriptions, by their latest transaction, the app read in their billing grace period
    /// (a listing, which still has them, or their statuses), from the store: a handful at most.
    var toldInGrace: Set<TransactionID> = []

    /// A process that runs `client`.
    init(running client: any PurchaseClient) {
        self.client = client
        running = true
    }

    private init(idle client: any PurchaseClient) {
        self.client = client
        running = false
    }

    /// No process: what a device holds while its app is not running.
    static let idle = AppProcess(idle: ReferenceClient())
}
