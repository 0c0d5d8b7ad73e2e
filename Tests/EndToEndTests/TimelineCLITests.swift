import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `storedbg run --timeline DIR`: one SVG per walkthrough, each well-formed XML.
@Suite struct TimelineCLITests {
    @Test func everyWalkthroughGetsAnSVGThatParsesAsXML() throws {
        let binary = try #require(StoredbgBinary.locate(), "build storedbg first (swift build), or set STOREDBG_BINARY")
        let walkthroughs = PackagePaths.root.appendingPathComponent("Scenarios/walkthroughs")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-timeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try ExternalCommand.run(binary.path, ["run", walkthroughs.path, "--timeline", output.path])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: walkthroughs.path).filter { $0.hasSuffix(".scenario") }.sorted()
        let svgs = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(svgs == scenarios.map { ($0 as NSString).deletingPathExtension + ".svg" })
        for svg in svgs {
            let data = try Data(contentsOf: output.appendingPathComponent(svg))
            let parser = XMLParser(data: data)
            #expect(parser.parse(), "\(svg): \(parser.parserError.map { "\($0)" } ?? "not XML") at line \(parser.lineNumber)")
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(svg)")
            #expect(!text.contains("<script"), "\(svg)")
        }
    }

    @Test func timelineWithoutAFolderIsAUsageError() throws {
        let binary = try #require(StoredbgBinary.locate(), "build storedbg first (swift build), or set STOREDBG_BINARY")
        let run = try ExternalCommand.run(binary.path, ["run", "--timeline"])
        #expect(run.status == 2)
        #expect(run.standardError == "storedbg: error: --timeline expects a DIR to write one SVG per scenario to\n")
    }
}
