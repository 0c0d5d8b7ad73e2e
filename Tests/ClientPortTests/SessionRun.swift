import Foundation
import ScenarioLanguage
import StoreCore

/// One session played through a fresh engine with a chosen client: what the monitor flagged and
/// which `expect` lines did not hold.
struct SessionRun {
    /// The name the scratch client is registered under.
    static let scratchName = "scratch"

    let violations: [Violation]
    /// `LINE: expected …, found …`, for each `expect` that did not hold.
    let failedExpectations: [String]

    var violationNames: [String] { violations.map(\.invariant.rawValue) }

    /// Plays `session` with `client` on every device; the registry offers the scratch client
    /// built with `bug` (nil: the clean one).
    init(_ session: Session, client: ClientChoice, bug: Bug? = nil) throws {
        var clients = ClientRegistry()
        clients.register(Self.scratchName, summary: "written from scratch against the public port") {
            ScratchClient(products: .standard, bug: bug)
        }
        let text = Session.catalogue + "\n" + session.script
        let scenario = try Scenario.parse(text: text, context: StoreKitBridge.context(path: session.name, clients: clients)).get()
        var engine = Engine(clients: clients)
        try engine.apply(.client(client))
        var failed: [String] = []
        for step in scenario.steps {
            if let failure = try engine.apply(step.command).failedExpectation {
                failed.append("\(step.text): \(failure)")
            }
        }
        violations = engine.violations
        failedExpectations = failed
    }
}
