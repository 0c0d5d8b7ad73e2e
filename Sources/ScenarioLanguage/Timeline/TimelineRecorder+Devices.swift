import Foundation
import StoreCore

/// The lanes of each device: its evaluation window, and what its app showed, with the monitor's
/// violations and the moves of its clock.
extension TimelineRecorder {
    /// Each evaluation the app on a device started, on true time: its start on the device's
    /// clock, less the clock's offset when it was first seen.
    func evaluationLanes(_ engine: Engine) -> [TimelineLane] {
        guard let policy = engine.evaluation else { return [] }
        return engine.devices.map { device in
            var periods: [TimelinePeriod] = []
            var lastStart: Date?
            for sample in samples {
                guard let state = sample.device(device.name), let start = state.evaluationStart, start != lastStart else { continue }
                let offset = state.clockOffset.timeInterval
                let label = lastStart == nil ? "evaluation" : "evaluation again"
                periods.append(TimelinePeriod(kind: .evaluation, start: start.addingTimeInterval(-offset),
                                              end: policy.end(startedAt: start, timeZone: state.timeZone).addingTimeInterval(-offset),
                                              label: label))
                lastStart = start
            }
            return TimelineLane(kind: .evaluation, title: "\(device.name) evaluation", periods: periods, marks: [])
        }
    }

    /// What the app on each device showed, step by step, with the instants changes inside a
    /// step were logged at; its violations and clock moves as marks.
    func accessLanes(_ engine: Engine) -> [TimelineLane] {
        engine.devices.map { device in
            var shown: [(at: Date, state: String, label: String)] = []
            func show(_ state: String, _ label: String, at time: Date) {
                guard shown.last?.label != label else { return }
                if let last = shown.last, last.at == time { shown.removeLast() }
                shown.append((time, state, label))
            }
            var marks: [TimelineMark] = []
            var changes = accessChanges.makeIterator()
            var nextChange = changes.next()
            var previousOffset: TimeSpan?
            for (index, sample) in samples.enumerated() {
                while let change = nextChange, change.step <= index {
                    if change.change.device == device.name {
                        show(change.change.state, Self.label(change.change.state, summary: change.change.summary), at: change.change.at)
                    }
                    nextChange = changes.next()
                }
                guard let state = sample.device(device.name) else { continue }
                show(state.access.name, Self.label(state.access.name, summary: state.access.summary), at: sample.time)
                if let previousOffset, previousOffset != state.clockOffset {
                    let move = TimeSpan(seconds: state.clockOffset.seconds - previousOffset.seconds)
                    marks.append(TimelineMark(kind: .clockMoved, at: sample.time,
                                              text: "device clock \(move.seconds > 0 ? "+" : "-")\(TimeSpan(seconds: abs(move.seconds)))"))
                }
                previousOffset = state.clockOffset
            }
            for violation in engine.violations where violation.device == device.name {
                marks.append(TimelineMark(kind: .violation, at: violation.trueTime, text: violation.summary))
            }
            let periods = shown.indices.map { index in
                TimelinePeriod(kind: .shown(shown[index].state), start: shown[index].at,
                               end: index + 1 < shown.count ? shown[index + 1].at : engine.store.now, label: shown[index].label)
            }
            return TimelineLane(kind: .access, title: "\(device.name) shows", periods: periods,
                                marks: marks.sorted { $0.at < $1.at })
        }
    }

    /// The words drawn on a stretch of the access lane: the state, with a lapse's reason.
    private static func label(_ state: String, summary: String) -> String {
        state == "lapsed" ? summary : state
    }
}
