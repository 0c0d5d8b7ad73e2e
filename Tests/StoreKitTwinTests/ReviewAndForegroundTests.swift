#if os(Linux)
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// What public stores call beside their purchases compiles and runs under the twin: the app's
/// state, its life-cycle notification names, the rating prompt and opening a URL. Each was
/// missing (the stores did not compile).
@Suite struct ReviewAndForegroundTests {
    @Test @MainActor func theRatingPromptAndOpeningAURLAreLoggedAndNothingIsPosted() throws {
        let session = try TwinTestSession(ReviewAndForegroundApp.self, setup: "product pro unlock")
        try session.launch()
        try session.buy("pro")
        try session.tap("manage")
        #expect(session.access.state == .unlocked)
        #expect(appIconImage() == nil, "no assets: an image by name is not found")
        #expect(session.access.reason == "refreshed 0 times", "the twin has no foreground and background: nothing is posted")
        #expect(session.eventLog.filter { $0.contains("rating") || $0.contains("opens") } == [
            "2026-01-01T09:00:00Z phone client: The app asks for a rating; the system decides whether to show the prompt (nothing is shown)",
            "2026-01-01T09:00:00Z phone client: The app asks for a rating; the system decides whether to show the prompt (nothing is shown)",
            "2026-01-01T09:00:00Z phone client: The app opens https://apps.apple.com/account/subscriptions (nothing is shown)",
        ])
    }
}
#endif
