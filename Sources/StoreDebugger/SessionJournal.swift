import DebuggerUI
import Foundation
import StoreCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One interactive session's journal file (see `JournalText`), open for the session's life.
/// Every change to the record is written with write(2) as it is applied, so the file holds
/// the session however the process ends (it is not fsync'd: a power cut may lose the last
/// lines). The file stays locked (flock) while the session runs, so another storedbg knows
/// it is in use and neither offers it back nor prunes it.
final class SessionJournal {
    let url: URL
    private let descriptor: Int32
    /// How many commands the setup has: the record is never cut back below them.
    private let setupCount: Int
    /// The file's length after the setup (first) and after each later command.
    private var lengths: [off_t] = []
    /// Why the journal stopped being written, once a write failed.
    private(set) var failure: String?

    /// Creates a journal in `folder` for a session whose record so far is `records` (the
    /// setup, then any commands resumed from an earlier journal).
    init(in folder: JournalFolder, header: JournalText.Header, records: [AppliedCommand], now: Date) throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        url = folder.url.appendingPathComponent("journal-\(Self.fileStamp(now))-\(getpid()).scenario")
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        let absolute = records.map(Self.withAbsolutePaths)
        setupCount = absolute.prefix { $0.origin == .setup }.count
        append(JournalText.opening(header, setup: Array(absolute.prefix(setupCount))))
        for record in absolute.dropFirst(setupCount) { append(JournalText.entry(record)) }
    }

    deinit {
        close(descriptor)
    }

    /// Writes what the session changed: commands appended, or cut back by undo.
    func record(_ changes: [RecordChange]) {
        for change in changes {
            switch change {
            case .appended(let record):
                append(JournalText.entry(Self.withAbsolutePaths(record)))
            case .truncated(let count):
                let kept = count - setupCount
                guard failure == nil, kept >= 0, kept < lengths.count else { continue }
                if ftruncate(descriptor, lengths[kept]) == 0 {
                    lengths.removeLast(lengths.count - kept - 1)
                } else {
                    failure = String(cString: strerror(errno))
                }
            }
        }
    }

    /// Marks the journal as the record of a session that quit.
    func finish() {
        append(JournalText.finishedMarker + "\n")
    }

    /// Appends `marker` (resumed, not resumed) to another journal, so it is not offered again.
    static func end(_ journal: URL, with marker: String) {
        guard let handle = try? FileHandle(forWritingTo: journal) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((marker + "\n").utf8))
    }

    /// Whether a running storedbg holds `journal` open.
    static func isInUse(_ journal: URL) -> Bool {
        let probe = open(journal.path, O_RDONLY | O_CLOEXEC)
        guard probe >= 0 else { return false }
        defer { close(probe) }
        return flock(probe, LOCK_SH | LOCK_NB) != 0
    }

    private func append(_ text: String) {
        guard failure == nil else { return }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            written += result
        }
        lengths.append(lseek(descriptor, 0, SEEK_END))
    }

    /// A `storekit` command with its path made absolute, so the journal (which lives in the
    /// state folder) loads the same file whatever folder it is read from.
    private static func withAbsolutePaths(_ record: AppliedCommand) -> AppliedCommand {
        guard case .storekit(let path, let configuration) = record.command, !path.hasPrefix("/") else { return record }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return AppliedCommand(command: .storekit(path: absolute, configuration: configuration), text: record.text, origin: record.origin)
    }

    /// The time in a file name: `20261201T151028Z`, so names sort by time (ISO 8601's basic
    /// form, without ICU's date formatter, whose set-up delayed the first frame).
    private static func fileStamp(_ date: Date) -> String {
        InstantFormat.iso(date).filter { $0 != "-" && $0 != ":" }
    }
}
