import Foundation
import Testing

/// The pages say what the sources are: a fenced block after `<!-- source: PATH -->` is the file
/// at PATH byte for byte, and every relative link of every page leads to a file that exists.
struct DocsAgreementTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md, Examples/README.md, Scenarios/README.md and every page under Docs/.
    static var pages: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md", "Examples/README.md", "Scenarios/README.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Each `<!-- source: PATH -->` of `page` with the fenced block that follows it.
    static func includedSources(of page: String) -> [(path: String, block: String)] {
        var found: [(String, String)] = []
        let lines = page.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard let marker = lines[index].firstMatch(of: #/^<!-- source: (\S+) -->$/#) else { continue }
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
                found.append((String(marker.1), "(no fenced block after the marker)"))
                continue
            }
            var block: [String] = []
            var next = index + 2
            while next < lines.count, lines[next] != "```" {
                block.append(lines[next])
                next += 1
            }
            found.append((String(marker.1), block.joined(separator: "\n") + "\n"))
            index = next
        }
        return found
    }

    @Test(arguments: pages)
    func includedSourcesAreTheFiles(page: String) throws {
        for (path, block) in Self.includedSources(of: try Self.read(page)) {
            let source = try Self.read(path)
            #expect(block == source, "\(page): the block after <!-- source: \(path) --> is not the file; copy the file into the page")
        }
    }

    @Test func yourOwnClientIncludesTheWholeClient() throws {
        let included = Self.includedSources(of: try Self.read("Docs/your-own-client.md")).map(\.path)
        for file in ["Sources/MyApp/MyAppClient.swift", "Sources/MyApp/MyAppClients.swift", "Sources/my-debugger/main.swift",
                     "Tests/MyAppTests/MyAppScenarioTests.swift", "Scenarios/trial-then-pro.scenario"] {
            #expect(included.contains("Tests/MyApp/" + file), "Docs/your-own-client.md does not include \(file)")
        }
    }

    @Test(arguments: pages)
    func relativeLinksLeadSomewhere(page: String) throws {
        let text = try Self.read(page)
        let folder = page.split(separator: "/").dropLast().joined(separator: "/")
        for match in text.matches(of: #/\]\(([^)#\s]+)(#[^)]*)?\)/#) {
            let target = String(match.1)
            guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
            let relative = folder.isEmpty ? target : folder + "/" + target
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(relative).standardizedFileURL.path)
            #expect(exists, "\(page) links to \(target), which does not exist")
        }
    }

    @Test func theIndexLinksEveryPage() throws {
        let index = try Self.read("Docs/README.md")
        for page in Self.pages where page.hasPrefix("Docs/") && page != "Docs/README.md" {
            let name = String(page.dropFirst("Docs/".count))
            #expect(index.contains("](\(name))"), "Docs/README.md does not link \(name)")
        }
    }
}
