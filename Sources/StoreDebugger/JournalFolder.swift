import Foundation
import ScenarioLanguage
import ScreenModel

/// The per-user folder of session journals: `$XDG_STATE_HOME/storedbg`, else
/// `~/.local/state/storedbg`. Journals are named by the time they were started, so their
/// names sort oldest first; only the newest `kept` are kept.
struct JournalFolder {
    /// How many journals are kept; older ones are deleted when a session starts.
    static let kept = 10

    let url: URL

    /// The folder for `environment`; nil when neither XDG_STATE_HOME nor HOME says where.
    static func standard(environment: [String: String]) -> JournalFolder? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return JournalFolder(url: URL(fileURLWithPath: state).appendingPathComponent("storedbg"))
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return JournalFolder(url: URL(fileURLWithPath: home).appendingPathComponent(".local/state/storedbg"))
    }

    /// The journals, oldest first.
    func journals() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasPrefix("journal-") && $0.hasSuffix(".scenario") }
            .sorted()
            .map { url.appendingPathComponent($0) }
    }

    /// The newest journal of a session that ended without quitting (and is not running in
    /// another terminal), read back.
    func interruptedSession(clients: ClientRegistry) -> (url: URL, contents: JournalText.Contents)? {
        for journal in journals().reversed() where !SessionJournal.isInUse(journal) {
            guard let data = FileManager.default.contents(atPath: journal.path),
                  let text = String(data: data, encoding: .utf8), !JournalText.isEnded(text),
                  let contents = JournalText.read(text, context: StoreKitBridge.context(path: journal.path, clients: clients)) else { continue }
            return (journal, contents)
        }
        return nil
    }

    /// Deletes all but the newest `kept` journals, leaving any in use alone.
    func prune() {
        for journal in journals().dropLast(Self.kept) where !SessionJournal.isInUse(journal) {
            try? FileManager.default.removeItem(at: journal)
        }
    }
}
