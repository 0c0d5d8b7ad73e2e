import Foundation
import PurchasePort

/// One device of an account: its own wall clock, network and app install.
package struct Device: Sendable {
    package let name: String
    package internal(set) var account: String
    /// Device time minus true time.
    package internal(set) var clockOffset: TimeSpan = .zero
    package internal(set) var online = true
    /// UTC unless a `timezone` command named another zone (`ClockZone`: UTC without a Foundation
    /// `TimeZone`, whose first costs 0.7 M instructions).
    package internal(set) var clockZone = ClockZone.utc
    /// The app's keychain (survives a reinstall, not a new device) and preferences (wiped by a reinstall).
    package internal(set) var storage = DeviceStorage()
    /// The app process; not `running` between a quit and the next launch. Not optional, so that
    /// the port driver reads its flags in place: reading through an optional (or a computed property)
    /// of an element of the devices array copies the whole device, and these are read for every
    /// renewal.
    var process = AppProcess.idle
    /// Updates that arrived while the app did not listen, by original transaction id
    /// (the newest of a renewal chain only), delivered at the next launch.
    var queuedUpdates: [TransactionID: TransactionID] = [:]
    /// Transactions the store made while the device was offline, which it has therefore not
    /// heard of: an offline launch cannot hand them to the app. Cleared once online.
    var unheardWhileOffline: Set<TransactionID> = []
    /// What the device's copy of the account's entitlements held at its last online read:
    /// offline reads answer from it.
    /// Copies, not ids: a refund the store made since must not show through while offline.
    var entitlementCopy = EntitlementCopy()
    /// The device has reached the store at least once, so its copy means something offline.
    var hasSynced = false
    /// Purchases the store does not list yet (quirk listed-late): those made in step
    /// `notYetListedStep`, listed a moment later, that is from the next step on. The first is
    /// kept in the device itself (0 for none), any more in a list: every device of the account
    /// is told of each purchase, and a set of its own for each was an allocation, a hashing and
    /// a cache miss per device per purchase (issue 26, item 8).
    private var notYetListedFirst: TransactionID = 0
    private var notYetListedMore: [TransactionID] = []
    /// The step of the purchases not yet listed: read alone (a field, not a call on the device,
    /// which copies it) before asking `notYetListed(inStep:)`.
    private(set) var notYetListedStep = 0
    /// The store's sheet over the app, from the app's call until the customer answers it.
    package internal(set) var sheet: PresentedSheet? = nil

    init(name: String, account: String) {
        self.name = name
        self.account = account
    }

    /// A purchase made in `step` is listed from the next step on.
    mutating func listLate(_ id: TransactionID, step: Int) {
        if notYetListedStep != step {
            listEverything()
            notYetListedStep = step
        }
        if notYetListedFirst == 0 {
            notYetListedFirst = id
        } else if notYetListedFirst != id, !notYetListedMore.contains(id) {
            notYetListedMore.append(id)
        }
    }

    /// The purchases a read in `step` does not list yet, in the order they were made.
    func notYetListed(inStep step: Int) -> [TransactionID] {
        guard notYetListedStep == step, notYetListedFirst != 0 else { return [] }
        return [notYetListedFirst] + notYetListedMore
    }

    /// What the context hands the app once has been handed: the answer to a sheet.
    mutating func takeHandedOnce() {
        if sheet?.outcome != nil { sheet = nil }
    }

    /// The store lists everything bought so far (a sync, a new launch, another account).
    mutating func listEverything() {
        notYetListedFirst = 0
        if !notYetListedMore.isEmpty { notYetListedMore = [] }
    }

    /// The app process, while it runs.
    package var app: AppProcess? { process.running ? process : nil }

    package var isAppRunning: Bool { process.running }
    /// What the app tells its user now (its last `.tell`); nil when it tells nothing or does not run.
    package var appMessage: UserMessage? { process.message }

    /// The device's wall clock at true time `trueNow`.
    package func time(at trueNow: Date) -> Date {
        trueNow.addingTimeInterval(clockOffset.timeInterval)
    }
}
