import Foundation
import Testing
@testable import StoreDebugger

/// Issue 26, item 9 (fourth round): the journal folder is listed with readdir(3); the names are
/// the ones `FileManager.contentsOfDirectory` lists, and none for a folder that is not there.
struct JournalFolderListingTests {
    @Test func theNamesAreWhatTheFileManagerLists() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a folder"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(JournalFolder.names(in: folder.path).isEmpty == false)
        for name in ["journal-2026-12-04T17-00-00Z.scenario", "journal-x.scenario", "notes.txt", ".hidden", "é journal.scenario",
                     String(repeating: "n", count: 255)] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        #expect(JournalFolder.names(in: folder.path).sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted())
        #expect(JournalFolder.names(in: folder.appendingPathComponent("missing").path).isEmpty)
        #expect(JournalFolder(url: folder).journals().map(\.lastPathComponent) == ["journal-2026-12-04T17-00-00Z.scenario", "journal-x.scenario"])
    }
}
