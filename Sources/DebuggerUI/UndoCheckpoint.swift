import ScenarioLanguage
import StoreCore

/// The world as it stood after the first `appliedCount` commands of a session, so that undo
/// replays from here rather than from a fresh engine.
struct UndoCheckpoint {
    /// Commands between checkpoints: undo replays fewer than this many while it stays within the
    /// checkpoints kept.
    static let spacing = 100
    /// Checkpoints kept besides the one after setup. Each comes to hold a copy of the ledger
    /// once the session moves on, so they are few; undo further back than they reach replays
    /// from the setup's, making new ones on its way.
    static let recentKept = 2

    let appliedCount: Int
    let engine: Engine
    let timelineRecorder: TimelineRecorder
}
