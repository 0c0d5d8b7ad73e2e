import Foundation
import StoreCore

/// Watches an engine step by step and builds its `Timeline`. What the ledger keeps (purchase,
/// expiry and revocation dates) is read from the engine at the end; what it does not keep is
/// sampled after every step: what each app showed, device clocks, subscription phases, Ask to
/// Buy waiting, and the expectations. An access change inside a step (an `advance` that ends an
/// evaluation) is placed at the instant the engine logged it.
package struct TimelineRecorder: Sendable {
    /// The engine as it started, then after each step; chunked like the ledger, so that an undo
    /// checkpoint's copy shares it.
    var samples: ChunkedArray<TimelineSample>
    /// Access changes logged inside steps; `step` is the index of the sample that follows them.
    var accessChanges: [(step: Int, change: TimelineAccessChange)] = []
    var checks: [TimelineCheck] = []

    /// The bytes each step recorded takes in `samples` (what `storedbg-bench screen` reports).
    package static var bytesPerStep: Int { MemoryLayout<TimelineSample>.stride }

    /// Starts recording `engine` as it is now.
    package init(_ engine: Engine) {
        samples = [TimelineSample(engine)]
    }

    /// Records the step `command` (written `text`, at scenario `line` if any) that left `engine`
    /// as it is and reported `report`.
    package mutating func record(_ engine: Engine, after report: StepReport, command: Command, text: String, line: Int? = nil) {
        for event in report.events {
            if let change = TimelineAccessChange(event) { accessChanges.append((samples.count, change)) }
        }
        samples.append(TimelineSample(engine, previous: samples.last))
        if case .expect = command {
            checks.append(TimelineCheck(at: engine.store.now, line: line, text: text,
                                        failure: report.failedExpectation?.description))
        }
    }

    /// The timeline of what was recorded, `engine` being the engine after the last step.
    package func timeline(title: String, engine: Engine) -> Timeline {
        let lanes = productLanes(engine) + evaluationLanes(engine) + accessLanes(engine)
        let now = engine.store.now
        var start = samples[0].time, end = now
        for lane in lanes {
            for period in lane.periods {
                start = min(start, period.start)
                end = max(end, period.end)
            }
            for mark in lane.marks {
                start = min(start, mark.at)
                end = max(end, mark.at)
            }
        }
        if end <= start { end = start.addingTimeInterval(TimeSpan.days(1).timeInterval) }
        return Timeline(title: title, start: start, end: end, now: now, lanes: lanes, checks: checks)
    }
}
