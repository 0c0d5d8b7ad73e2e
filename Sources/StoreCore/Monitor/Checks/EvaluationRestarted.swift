import Foundation
import PurchasePort

/// `evaluation-restarted`: the evaluation an app reports never starts later than it first did
/// on the device (a reinstall must not hand out a new evaluation).
struct EvaluationRestarted: InvariantCheck {
    static let scope = InvariantScope.apps

    /// The earliest evaluation start each device's app has reported, by device position. Lists,
    /// not dictionaries: every app judged is looked up here at every step, and hashing its
    /// device for each of the three lookups cost more than the check itself.
    private var firstStarts: [Date?] = []
    /// The start each device's running app reported at the end of the last step it was judged.
    private var lastStarts: [Date?] = []

    mutating func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device, p = d.position
        if p >= firstStarts.count {
            firstStarts.append(contentsOf: repeatElement(nil, count: p + 1 - firstStarts.count))
            lastStarts.append(contentsOf: repeatElement(nil, count: p + 1 - lastStarts.count))
        }
        // A process that launched this step has reported nothing yet.
        if trace.launched.contains(d) { lastStarts[p] = nil }
        guard let start = app.report.evaluationStart else { return }
        if let first = firstStarts[p], start > first, trace.contextChanged.contains(d) || start != lastStarts[p] {
            findings.append(Finding(invariant: .evaluationRestarted, device: d,
                                    detail: "the evaluation started again at \(InstantFormat.iso(start)); it first started \(InstantFormat.iso(first))",
                                    order: .init(.evaluation, d)))
        }
        if firstStarts[p] == nil { firstStarts[p] = start }
        lastStarts[p] = start
    }
}
