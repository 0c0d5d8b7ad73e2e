import Foundation

/// Something a key asks for that the session cannot do itself, being pure: file I/O. `handle`
/// returns it; the program carries it out (`SessionEffectRunner`) and hands the result back.
package enum SessionEffect: Hashable, Sendable {
    /// Write `text` as a new scenario file in `folder` (`session-N.scenario`, N the first number
    /// not taken, never replacing a file), then give the result to
    /// `DebuggerSession.scenarioWritten(_:thenQuit:)`; quit after it when `thenQuit` (the
    /// quit confirmation's `w`) and it was written.
    case writeScenario(text: String, folder: URL, thenQuit: Bool)
    /// Read the `.storekit` file at `path`, which the `:` prompt's line loads, then give the
    /// result to `DebuggerSession.storeKitLoaded(_:)`.
    case loadStoreKit(path: String)
}
