import Foundation

/// One device of an account: its own wall clock, network and app install.
public struct Device: Sendable {
    public let name: String
    public internal(set) var account: String
    /// Device time minus true time.
    public internal(set) var clockOffset: TimeSpan = .zero
    public internal(set) var online = true
    public internal(set) var timeZone = TimeZone(identifier: "UTC")!
    /// Survives a reinstall, not a new device.
    public internal(set) var keychain = Keychain()
    /// Wiped by a reinstall.
    public internal(set) var preferences = Preferences()
    /// The app's purchase code and what it knows; fresh at every launch.
    public internal(set) var client = PurchaseClient()
    /// Updates that arrived while the app did not listen, by original transaction id
    /// (the newest of a renewal chain only), delivered at the next launch.
    var queuedUpdates: [Int: Int] = [:]
    /// What the device's copy of the account's entitlements held at its last online read:
    /// offline reads answer from it.
    /// Copies, not ids: a refund the store made since must not show through while offline.
    var cachedEntitlements: [Transaction] = []
    /// The device has reached the store at least once, so its copy means something offline.
    var hasSynced = false
    /// Purchases made here that the next entitlements read will not list yet (quirk listed-late).
    var notYetListed: Set<Int> = []
    /// The earliest evaluation start this device's app has used: the monitor's memory.
    var firstEvaluationStart: Date?

    public struct Keychain: Hashable, Sendable {
        public internal(set) var evaluationStart: Date?
    }

    public struct Preferences: Hashable, Sendable {
        public internal(set) var evaluationStart: Date?
        /// The `cached-bool` fault's `isPurchased` flags, by product.
        public internal(set) var purchasedFlags: Set<String> = []
        /// The app's consumable ledger.
        public internal(set) var consumables = ConsumableLedger()
    }

    init(name: String, account: String) {
        self.name = name
        self.account = account
    }

    /// The device's wall clock at true time `trueNow`.
    public func time(at trueNow: Date) -> Date {
        trueNow.addingTimeInterval(clockOffset.timeInterval)
    }

}
