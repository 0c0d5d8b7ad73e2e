import Foundation

/// What happened inside one step that the monitor needs beyond the end state: the order of
/// deliveries and finishes, what was handed to the app, and what failed.
struct StepLog: Sendable {
    /// Non-consumables each running app believed owned when the step began.
    var ownedAtStart: [Int: [String: Int]] = [:]
    var handed: [Handed] = []
    var finishes: [Finish] = []
    var touchedConsumables: [Handed] = []
    var reportedCancel: [Handed] = []
    var paywallBeforeAnswer: Set<Int> = []
    var evaluationRestarts: [EvaluationRestart] = []
    /// Devices on which a store call failed, was cancelled or answered offline this step.
    var failure: Set<Int> = []
    /// Devices whose app launched, quit or changed account this step.
    var contextChanged: Set<Int> = []
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

struct EvaluationRestart: Sendable {
    let device: Int
    let first: Date
    let again: Date
}
