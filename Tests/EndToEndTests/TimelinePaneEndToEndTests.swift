import Foundation
import Testing

/// The timeline pane on a real (tmux) terminal, without colour: a subscription walkthrough
/// stepped to its end with `n`, then `t` shows its lanes and markers in text.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TimelinePaneEndToEndTests {
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)

    @Test func aSubscriptionWalkthroughSteppedThenItsTimeline() async throws {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let walkthrough = PackagePaths.root.appendingPathComponent("Scenarios/walkthroughs/11-subscription-lifecycle.scenario").path
        let session = try TmuxSession(command: [binary, walkthrough], width: 80, height: 24, environment: ["NO_COLOR": "1"])
        defer { session.kill() }
        try await session.waitFor(text: "Steps: next 1 of 35", timeout: timeout)
        for step in 1...35 {
            try session.send(keys: "n")
            try await session.waitFor(text: step < 35 ? "Steps: next \(step + 1) of 35" : "Steps: done (35)", timeout: timeout)
        }
        try await session.waitFor(text: "[+] SUBSCRIBED", timeout: timeout)

        try session.send(keys: "t")
        let screen = try await session.waitFor(text: "Timeline 2026-01-01 to 2026-07-05, all", timeout: timeout)
        let rows = screen.components(separatedBy: "\n")
        let group = try #require(rows.first { $0.hasPrefix("│group pro") }, "\(screen)")
        let shows = try #require(rows.first { $0.hasPrefix("│phone shows") }, "\(screen)")
        // Paid periods, renewals, grace, billing retry, the lapse and the win-back purchase.
        for marker in ["$", "#1=", "r", "~", ":billing retry:", "|"] { #expect(group.contains(marker), "\(marker) in \(group)") }
        for marker in ["=subscribed=", "~", ":billing-retry:", "x"] { #expect(shows.contains(marker), "\(marker) in \(shows)") }
        #expect(rows.contains { $0.hasPrefix("│true time") && $0.contains("v") })

        try session.send(keys: "z")
        try await session.waitFor(text: ", zoom 1 (z Z; t list)", timeout: timeout)
        try session.send(keys: "t")
        try await session.waitFor(text: "Transactions (4)", timeout: timeout)
        // The walkthrough's own steps need no writing: q quits at once.
        try session.send(keys: "q")
        // storedbg was the pane's only process: when it quits, the tmux server goes with it.
        let clock = ContinuousClock(), deadline = clock.now.advanced(by: timeout)
        while let screen = try? session.screen(), screen.contains("Transactions") {
            #expect(clock.now < deadline, "storedbg did not quit")
            guard clock.now < deadline else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}
