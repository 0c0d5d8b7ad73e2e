import Foundation
import ScenarioLanguage
import StoreCore

/// `storedbg run --timeline DIR`: each scenario's timeline written to DIR as `NAME.svg`.
enum TimelineFiles {
    /// Writes one SVG per scenario file that parses (one that does not was reported by the run).
    /// Two files of the same name get their folder's name in front. Returns false, having said
    /// why on standard error, when the folder or a file cannot be written.
    static func write(_ files: [String], to folder: String, clients: ClientRegistry) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("\(folder):1:1: error: cannot make the timeline folder: \(error.localizedDescription)\n".utf8))
            return false
        }
        let names = files.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        for (file, name) in zip(files, names) {
            guard case .success(let scenario) = ScenarioRunner.load(path: file, clients: clients) else { continue }
            let parent = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            let unique = names.filter { $0 == name }.count > 1 && !parent.isEmpty ? "\(parent)-\(name)" : name
            let path = (folder as NSString).appendingPathComponent(unique + ".svg")
            do {
                try Data(TimelineSVG.render(ScenarioTimeline.record(scenario, clients: clients)).utf8)
                    .write(to: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("\(path):1:1: error: cannot write the timeline: \(error.localizedDescription)\n".utf8))
                return false
            }
        }
        return true
    }
}
