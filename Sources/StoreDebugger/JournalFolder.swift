import DebuggerUI
import Foundation
import ScenarioLanguage

/// The per-user folder of one debugger's session journals: `$XDG_STATE_HOME/NAME`, else
/// `~/.local/state/NAME` (`storedbg`, `my-debugger`), so that each debugger offers back only its
/// own sessions. Journals are named by the time they were started, so their names sort oldest
/// first; only the newest `kept` are kept.
struct JournalFolder {
    /// How many journals are kept; older ones are deleted when a session starts.
    static let kept = 10

    let url: URL
    /// `url.path`, kept as text from the start: the first `URL.path` builds a set of characters,
    /// 0.4 M instructions, and listing the folder before the first frame needs only the text.
    let path: String

    /// The folder's name under the state folder: the debugger's.
    static func folderName(of debugger: DebuggerIdentity) -> String { debugger.name }

    /// `debugger`'s folder for `environment`; nil when neither XDG_STATE_HOME nor HOME says where.
    static func standard(for debugger: DebuggerIdentity, environment: [String: String]) -> JournalFolder? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return JournalFolder(folderName(of: debugger), in: state)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return JournalFolder(".local/state/" + folderName(of: debugger), in: home)
    }

    /// The folder at `relative` inside `base`, as `appendingPathComponent` names it. An absolute
    /// `base` is joined as text, which gives the same path (a test compares the two) without
    /// Foundation's appending and path, which build sets of characters before the first frame.
    init(_ relative: String, in base: String) {
        guard base.hasPrefix("/") else {
            url = URL(fileURLWithPath: base).appendingPathComponent(relative)
            path = url.path
            return
        }
        path = (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + relative
        url = URL(fileURLWithPath: path, isDirectory: true)
    }

    /// The journals, oldest first.
    func journals() -> [URL] {
        // There is no folder before the first journal: asked first, because the error that
        // Foundation builds to say so costs more than the listing (0.47 M instructions).
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasPrefix("journal-") && $0.hasSuffix(".scenario") }
            .sorted()
            .map { url.appendingPathComponent($0) }
    }

    /// What the folder holds of sessions that ended without quitting (and are not running in
    /// another terminal): the newest one that can be taken up, and, newer than it, those that
    /// cannot, each with why.
    struct Interrupted {
        var resumable: (url: URL, contents: JournalText.Contents)?
        var unreadable: [(url: URL, reason: String)] = []
        /// How many journals the folder holds, ended ones too.
        var journalCount = 0
    }

    /// The newest journal of a session that ended without quitting, read back, and those newer
    /// than it that cannot be taken up (a client this debugger does not know, a file gone).
    func interruptedSessions(clients: ClientRegistry) -> Interrupted {
        let all = journals()
        var found = Interrupted(journalCount: all.count)
        for journal in all.reversed() where !SessionJournal.isInUse(journal) {
            guard let data = FileManager.default.contents(atPath: journal.path) else {
                found.unreadable.append((journal, "it cannot be read"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                found.unreadable.append((journal, "it is not UTF-8 text"))
                continue
            }
            if JournalText.isEnded(text) { continue }
            switch JournalText.read(text, context: StoreKitBridge.context(path: journal.path, clients: clients)) {
            case .success(let contents):
                found.resumable = (journal, contents)
                return found
            case .failure(let problem):
                found.unreadable.append((journal, problem.reason))
            }
        }
        return found
    }

    /// Deletes all but the newest `kept` journals, leaving any in use alone.
    func prune() {
        for journal in journals().dropLast(Self.kept) where !SessionJournal.isInUse(journal) {
            try? FileManager.default.removeItem(at: journal)
        }
    }
}
