import Foundation
import PurchasePort

/// `evaluation-restarted`: the evaluation an app reports never starts later than it first did
/// on the device (a reinstall must not hand out a new evaluation).
struct EvaluationRestarted: InvariantCheck {
    static let scope = InvariantScope.apps

    /// The earliest evaluation start each device's app has reported.
    private var firstStarts: [DeviceIndex: Date] = [:]
    /// The start each device's running app reported at the end of the last step it was judged.
    private var lastStarts: [DeviceIndex: Date] = [:]

    mutating func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device
        // A process that launched this step has reported nothing yet.
        if trace.launched.contains(d) { lastStarts[d] = nil }
        guard let start = app.report.evaluationStart else { return }
        if let first = firstStarts[d], start > first, trace.contextChanged.contains(d) || start != lastStarts[d] {
            findings.append(Finding(invariant: .evaluationRestarted, device: d,
                                    detail: "the evaluation started again at \(InstantFormat.iso(start)); it first started \(InstantFormat.iso(first))",
                                    order: .init(.evaluation, d)))
        }
        if firstStarts[d] == nil { firstStarts[d] = start }
        lastStarts[d] = start
    }
}
