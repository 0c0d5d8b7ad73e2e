import DebuggerUI
import Foundation
import ScenarioLanguage
import ScreenTestSupport
import StoreCore
import TerminalUI
import Testing

@Suite struct TimelinePaneTests {
    private static let tour = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/walkthroughs/16-timeline-tour.scenario")

    /// The tour walkthrough run to its end with `n`, the timeline shown.
    private func tourSession() throws -> DebuggerSession {
        let text = try String(contentsOf: Self.tour, encoding: .utf8)
        var session = try SessionFixtures.scenario(text, path: "16-timeline-tour.scenario")
        while let scenario = session.scenario, session.nextStepIndex < scenario.steps.count { session.press("n") }
        session.press("t")
        return session
    }

    private func render(_ session: DebuggerSession, _ width: Int, _ height: Int) -> Grid {
        DebuggerScreen.render(session, size: Size(width: width, height: height)).grid
    }

    @Test func theTourAt80x24() throws {
        assertSnapshot(render(try tourSession(), 80, 24), named: "timeline_tour_80x24")
    }

    @Test func theTourAt160x48() throws {
        assertSnapshot(render(try tourSession(), 160, 48), named: "timeline_tour_160x48")
    }
}

extension TimelinePaneTests {
    /// The style of the first cell of the row whose text contains `needle`.
    private func style(ofRowContaining needle: String, column: Int, in grid: Grid) -> Character? {
        let rows = grid.text.components(separatedBy: "\n"), mask = grid.styleMask.components(separatedBy: "\n")
        guard let index = rows.firstIndex(where: { $0.contains(needle) }) else { return nil }
        return Array(mask[index])[column]
    }

    @Test func theSelectionMovesInTheTimelineAndTheListAlike() throws {
        var session = try tourSession()
        #expect(session.selectedTransaction?.id == 2)
        #expect(style(ofRowContaining: "Permanent Unlock", column: 1, in: render(session, 80, 24)) == "S")
        session.press("k")
        #expect(session.selectedTransaction?.id == 1)
        let timeline = render(session, 80, 24)
        #expect(style(ofRowContaining: "group pro", column: 1, in: timeline) == "S")
        #expect(style(ofRowContaining: "Permanent Unlock", column: 1, in: timeline) == ".")
        session.press("t")
        #expect(!session.showsTimeline)
        #expect(style(ofRowContaining: "│#1 ", column: 1, in: render(session, 80, 24)) == "S")
        session.press("jt")
        #expect(session.selectedTransaction?.id == 2)
        #expect(style(ofRowContaining: "Permanent Unlock", column: 1, in: render(session, 80, 24)) == "S")
    }

    @Test func zoomHalvesTheSpanAndKeepsNowInView() throws {
        var session = try tourSession()
        session.press("zzz")
        #expect(session.timelineZoom == 3)
        let text = render(session, 80, 24).text
        #expect(text.contains("Timeline 2026-04-12 to 2026-04-26, zoom 3"))
        #expect(text.contains("zoom 3"))
        let axis = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("│true time") })
        #expect(axis.contains("v"))
        session.press("ZZZZ")
        #expect(session.timelineZoom == 0)
        #expect(render(session, 80, 24).text.contains("Timeline 2026-01-01 to 2026-04-26, all"))
    }

    @Test func zoomWithTheListShownSaysHowToShowTheTimeline() throws {
        var session = try tourSession()
        session.press("tz")
        #expect(session.timelineZoom == 0)
        #expect(session.status?.text == "The timeline is not shown: t shows it.")
    }

    @Test func undoTakesItsStepOffTheTimeline() throws {
        var session = try tourSession()
        let marks = { (session: DebuggerSession) in session.timeline.lanes.flatMap(\.marks).map(\.kind) }
        #expect(marks(session).contains(.revocation))
        session.press("uuu")
        #expect(!marks(session).contains(.revocation))
        #expect(session.timeline.checks.count == 8)
    }
}

extension TimelinePaneTests {
    @Test func everyWalkthroughDrawsAtEveryZoomFrom80x24() throws {
        let folder = Self.tour.deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scenario") }.sorted()
        #expect(files.count >= 16)
        for file in files {
            let path = folder.appendingPathComponent(file).path
            let scenario = try ScenarioRunner.load(path: path).get()
            var session = DebuggerSession(title: file, setup: [], scenario: scenario,
                                          scenarioFolder: try SessionFixtures.temporaryFolder())
            while session.nextStepIndex < scenario.steps.count { session.press("n") }
            session.press("t")
            for zoom in 0...DebuggerSession.maximumTimelineZoom + 1 {
                for size in [(80, 24), (120, 40)] {
                    let text = render(session, size.0, size.1).text
                    #expect(text.contains("Timeline "), "\(file) at zoom \(zoom)")
                    #expect(text.contains("shows"), "\(file): the app's lane at zoom \(zoom)")
                }
                session.press("z")
            }
        }
    }
}

/// Issue 24: marks at one instant hid each other — a purchase, its refund, an Ask to Buy and its
/// approval in the same minute were drawn as one `A`.
@Suite struct TimelineMarksAtOneInstantTests {
    @Test func marksAtOneInstantStandSideBySideInTimeOrder() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(SessionFixtures.unlockID)")
        session.enter("refund #1")
        session.enter("buy \(SessionFixtures.unlockID) ask-to-buy")
        session.enter("approve #2")
        session.press("t")
        let rows = DebuggerScreen.render(session, size: .minimumScreen).grid.text.components(separatedBy: "\n")
        let lane = try #require(rows.first { $0.contains("Permanent Unlock") })
        #expect(lane.contains("$R?A"), "\(lane)")

        // In the SVG, each mark's line stays at its instant and the glyphs stand apart.
        let svg = TimelineSVG.render(session.timeline)
        let marks = svg.matches(of: #/<line x1="(\d+)" y1="(\d+)"[^>]*/><text x="(\d+)" y="\d+"[^>]*>([$R?A])</text>/#)
            .map { (instant: "\($0.1) \($0.2)", glyphX: Int($0.3) ?? 0, glyph: String($0.4)) }
        let atOneInstant = Dictionary(grouping: marks, by: \.instant).values.first { $0.count == 4 }
        let group = try #require(atOneInstant, "\(marks)")
        #expect(group.map(\.glyph).joined() == "$R?A")
        #expect(Set(group.map(\.glyphX)).count == 4, "glyphs drawn over each other: \(group)")
    }
}
