import Foundation
import StoreCore

/// A scenario run headless for its timeline: each step applied to a fresh engine and recorded,
/// up to the first command refused.
package enum ScenarioTimeline {
    package static func record(_ scenario: Scenario, clients: ClientRegistry = ClientRegistry()) -> Timeline {
        var engine = Engine(clients: clients)
        var recorder = TimelineRecorder(engine)
        for step in scenario.steps {
            guard let report = try? engine.apply(step.command) else { break }
            recorder.record(engine, after: report, command: step.command, text: step.text, line: step.line)
        }
        return recorder.timeline(title: (scenario.path as NSString).lastPathComponent, engine: engine)
    }
}
