import DebuggerUI
import ScenarioLanguage
import TerminalUI

/// Carries out the effects a session asks for, with the files they name, and hands each
/// result back to it. The program's one place between the pure session and the disk.
package struct SessionEffectRunner: Sendable {
    package init() {}

    /// Handles `key` in `session` and carries out the effect it asks for, if any; how the
    /// program goes on.
    package func handle(_ key: Key, in session: inout DebuggerSession, on layout: DebuggerLayout?) -> Flow {
        switch session.handle(key, on: layout) {
        case .flow(let flow):
            return flow
        case .perform(let effect):
            return perform(effect, in: &session)
        }
    }

    /// Carries out `effect` and gives its result to `session`.
    package func perform(_ effect: SessionEffect, in session: inout DebuggerSession) -> Flow {
        switch effect {
        case .writeScenario(let text, let folder, let thenQuit):
            return session.scenarioWritten(ScenarioFileWriter(directory: folder).write(text), thenQuit: thenQuit)
        case .loadStoreKit(let path):
            session.storeKitLoaded(StoreKitBridge.load(path))
            return .continue
        }
    }
}
