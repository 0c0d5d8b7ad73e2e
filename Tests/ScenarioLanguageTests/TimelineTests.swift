import Foundation
import ScenarioLanguage
import StoreCore
import Testing

@Suite struct TimelineTests {
    private func timeline(of relativePath: String) throws -> Timeline {
        let scenario = try ScenarioRunner.load(path: SuitePaths.absolute(relativePath)).get()
        return ScenarioTimeline.record(scenario)
    }

    private func timeline(_ text: String) throws -> Timeline {
        ScenarioTimeline.record(try Scenario.parse(text: text, context: testContext(catalogue: Catalogue())).get())
    }

    private func date(_ text: String) throws -> Date { try #require(InstantFormat.parse(text)) }

    private func lane(_ title: String, in timeline: Timeline) throws -> TimelineLane {
        try #require(timeline.lanes.first { $0.title == title }, "no lane \(title) in \(timeline.lanes.map(\.title))")
    }

    @Test func aSubscriptionsPaidPeriodsGraceRetryAndLapse() throws {
        let timeline = try timeline(of: "Scenarios/walkthroughs/11-subscription-lifecycle.scenario")
        #expect(timeline.lanes.map(\.title) == ["group pro", "phone shows"])
        let group = try lane("group pro", in: timeline)
        let periods = group.periods.map { "\($0.kind.name) \($0.label) \(InstantFormat.iso($0.start)) \(InstantFormat.iso($0.end))" }
        #expect(periods == [
            "paid #1 2026-01-01T09:00:00Z 2026-02-01T09:00:00Z",
            "paid #2 2026-02-01T09:00:00Z 2026-03-01T09:00:00Z",
            // Recovered in its grace period, #3 pays for the period from the renewal date on.
            "paid #3 2026-03-01T09:00:00Z 2026-04-01T09:00:00Z",
            "grace period grace period 2026-03-01T09:00:00Z 2026-03-03T09:00:00Z",
            "grace period grace period 2026-04-01T09:00:00Z 2026-04-04T09:00:00Z",
            "billing retry billing retry 2026-04-04T09:00:00Z 2026-05-31T09:00:00Z",
            "paid #4 2026-06-05T09:00:00Z 2026-07-05T09:00:00Z",
        ])
        #expect(group.marks.map(\.kind) == [.purchase, .renewal, .renewal, .expiry, .purchase])
        #expect(group.marks[3].text == "#3 lapsed (billing-error)")
        #expect(group.marks[3].at == (try date("2026-05-31T09:00:00Z")))
        let shown = try lane("phone shows", in: timeline).periods.map(\.label)
        #expect(shown == ["subscribed", "grace", "subscribed", "grace", "billing-retry", "lapsed (billing-error)", "subscribed"])
        #expect(timeline.checks.count == 22 && timeline.checks.allSatisfy(\.passed))
        #expect(timeline.end == (try date("2026-07-05T09:00:00Z")))
    }

    @Test func phasesPassedInsideOneStepAreInferredFromTheBillingIssue() throws {
        let timeline = try timeline("""
            product com.example.monthly subscription pro P1M
            launch
            buy com.example.monthly
            billing-issue last grace 3d
            advance 120d
            expect access lapsed billing-error
            """)
        let phases = try lane("group pro", in: timeline).periods.filter { $0.kind != .paid }
            .map { "\($0.kind.name) \(InstantFormat.iso($0.start)) \(InstantFormat.iso($0.end))" }
        #expect(phases == [
            "grace period 2026-02-01T09:00:00Z 2026-02-04T09:00:00Z",
            "billing retry 2026-02-04T09:00:00Z 2026-04-02T09:00:00Z",
        ])
        let shown = try lane("phone shows", in: timeline).periods.map { "\($0.label) \(InstantFormat.iso($0.start))" }
        #expect(shown == ["subscribed 2026-01-01T09:00:00Z", "grace 2026-02-01T09:00:00Z",
                          "billing-retry 2026-02-04T09:00:00Z", "lapsed (billing-error) 2026-04-02T09:00:00Z"])
    }

    @Test func theEvaluationWindowAndTheClockMovedBack() throws {
        let timeline = try timeline(of: "Scenarios/walkthroughs/08-device-clock-moved-back.scenario")
        let evaluation = try lane("phone evaluation", in: timeline)
        #expect(evaluation.periods.map { "\(InstantFormat.iso($0.start)) \(InstantFormat.iso($0.end))" }
                == ["2026-01-01T09:00:00Z 2026-01-15T09:00:00Z"])
        let shows = try lane("phone shows", in: timeline)
        #expect(shows.marks.filter { $0.kind == .clockMoved }.map(\.text)
                == ["device clock -10d", "device clock -30d", "device clock +40d", "device clock -100d"])
        #expect(shows.periods.map(\.label).contains("evaluation"))
        #expect(shows.periods.map(\.label).suffix(2) == ["expired", "unlocked"])
    }

    @Test func askToBuyWaitingApprovedDeclinedAndARefund() throws {
        let timeline = try timeline("""
            product com.example.pro unlock
            launch
            buy com.example.pro ask-to-buy
            advance 1d
            decline last
            buy com.example.pro ask-to-buy
            advance 2d
            approve last
            advance 1d
            refund last
            """)
        let pro = try lane("com.example.pro", in: timeline)
        #expect(pro.periods.map { "\($0.kind.name) \($0.label)" } == ["Ask to Buy waiting #1 waits", "Ask to Buy waiting #2 waits", "paid #2"])
        #expect(pro.marks.map(\.kind) == [.askToBuy, .declined, .askToBuy, .approved, .revocation])
        let paid = try #require(pro.periods.last)
        #expect(paid.end.timeIntervalSince(paid.start) == TimeSpan.days(1).timeInterval)
    }

    @Test func violationsAreMarkedOnTheAppsLane() throws {
        let timeline = try timeline(of: "Scenarios/faults/04-ignore-revocation.scenario")
        let marks = try lane("phone shows", in: timeline).marks.filter { $0.kind == .violation }
        #expect(marks.map(\.text).first?.hasPrefix("revoked-granted") == true)
    }

    @Test func failedExpectationsAreKeptWithWhyTheyFailed() throws {
        let timeline = try timeline("""
            product com.example.pro unlock
            launch
            expect access unlocked
            expect access not-started
            """)
        #expect(timeline.checks.map(\.passed) == [false, true])
        #expect(timeline.checks[0].line == 3)
        #expect(timeline.checks[0].failure?.hasPrefix("expected") == true)
        let svg = TimelineSVG.render(timeline)
        #expect(svg.contains(">✗1</text>"))
        #expect(svg.contains(">✗ line 3, 2026-01-01 09:00: expect access unlocked (expected"))
        #expect(svg.contains(">✓ line 4, 2026-01-01 09:00: expect access not-started</text>"))
    }

    @Test func theSVGOfTheTourIsItsGolden() throws {
        let svg = TimelineSVG.render(try timeline(of: "Scenarios/walkthroughs/16-timeline-tour.scenario"))
        assertGolden(svg, named: "timeline_tour_svg")
        #expect(svg == TimelineSVG.render(try timeline(of: "Scenarios/walkthroughs/16-timeline-tour.scenario")))
        #expect(!svg.contains("<script") && !svg.contains("@font-face") && !svg.contains("href"))
        let example = try String(contentsOf: SuitePaths.root.appendingPathComponent("Docs/timeline-example.svg"), encoding: .utf8)
        #expect(example == svg, "Docs/timeline-example.svg is stale: storedbg run Scenarios/walkthroughs/16-timeline-tour.scenario --timeline DIR writes it")
    }

    @Test func svgTextIsEscapedForXML() {
        let timeline = Timeline(title: "a<b>&\"c\" 'd'\u{1}", start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 86_400),
                                now: Date(timeIntervalSince1970: 0), lanes: [], checks: [])
        let svg = TimelineSVG.render(timeline)
        #expect(svg.contains(">a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos;?</text>"))
    }
}
