import Foundation

/// What happened inside one step that the monitor needs beyond the end state: the order of
/// deliveries and finishes, what was handed to the app, and what failed.
struct StepLog: Sendable {
    /// What each app with a failure this step reported just before its first failure: what it
    /// granted then, which the failure must not take away.
    var reportsBeforeFailure: [Int: ClientReport] = [:]
    /// What the apps reported as an `advance` ended, asked for its last "Access now" lines:
    /// what the monitor judges, unless the app is handed something after.
    var reportsAtEnd: [Int: ClientReport] = [:]
    var handed: [Handed] = []
    var finishes: [Finish] = []
    /// Consumable credits the apps made (`.credit`).
    var credits: [Handed] = []
    /// Purchases that failed verification and that the app told the user were cancelled.
    var reportedCancel: [Handed] = []
    /// Devices whose app reported its paywall shown while the store had not answered.
    var paywallBeforeAnswer = DeviceSet()
    /// Devices on which a store call failed, was cancelled or answered offline this step.
    var failure = DeviceSet()
    /// Devices whose app launched, quit or changed account this step.
    var contextChanged = DeviceSet()
    /// Devices whose app the step could have changed: it was handed an input, or the step moved
    /// time or changed the ledger. Only these are judged.
    var touched = DeviceSet()
    /// The device last added to `touched`.
    var lastTouched: Int?
}

struct Handed: Sendable {
    let device: Int
    let transaction: Int
}

struct Finish: Sendable {
    let device: Int
    let transaction: Int
    let afterDelivery: Bool
    let external: Bool
}

/// A violation as it stands, so that it is reported once while it does.
struct StandingViolation: Hashable, Sendable {
    let invariant: Invariant
    let device: Int
    let detail: String
}
