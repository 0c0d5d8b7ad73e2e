/// Whether the session's record of commands is still the record last written (with `w`, or as
/// the session started), told without a second copy of it. A copy would share the record's
/// storage, and the first command after it would then copy every command the record holds: a
/// million at once in a long session.
///
/// The record changes only at its end: a command is appended, or undo cuts it back. So it is
/// enough to know how many of its first commands are the written ones, and to keep the written
/// commands undo took back, to tell when the same commands are applied again.
struct WrittenRecord {
    /// How many commands the written record holds.
    private(set) var count: Int
    /// How many commands at the start of the record are the written ones.
    private var matched: Int
    /// The written commands after the first `matched`, which undo took back: the next one last.
    private var takenBack: [AppliedCommand] = []

    /// The record `record` was just written, or the session starts with it.
    init(_ record: [AppliedCommand]) {
        count = record.count
        matched = record.count
    }

    /// Whether a record of `recordCount` commands, changed only as this was told, is the written one.
    func isWritten(recordCount: Int) -> Bool { recordCount == count && matched == count }

    /// `command` is appended to a record of `recordCount` commands.
    mutating func appending(_ command: AppliedCommand, toRecordOf recordCount: Int) {
        guard recordCount == matched, let next = takenBack.last, next == command else { return }
        takenBack.removeLast()
        matched += 1
    }

    /// `record` is cut back to its first `kept` commands.
    mutating func cutting(_ record: [AppliedCommand], to kept: Int) {
        guard kept < matched else { return }
        takenBack.append(contentsOf: record[kept..<matched].reversed())
        matched = kept
    }
}
