/// A change to a session's record of applied commands, handed out as data so that the
/// executable can keep a journal of it (`DebuggerSession.takeRecordChanges()`).
package enum RecordChange: Hashable, Sendable {
    case appended(AppliedCommand)
    /// Undo: the record now holds only its first `count` commands.
    case truncated(keeping: Int)
}
