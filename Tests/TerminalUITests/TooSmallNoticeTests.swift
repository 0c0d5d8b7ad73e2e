import ScreenTestSupport
import TerminalUI
import Testing

@Suite struct TooSmallNoticeTests {
    /// The smallest size the app's screen is laid out for.
    private let screen = Size(width: 80, height: 24)

    @Test func sixtyByTwenty() {
        assertSnapshot(TooSmallNotice.render(size: Size(width: 60, height: 20), minimum: screen), named: "tooSmall_60x20")
    }

    @Test func thirtyByFive() {
        assertSnapshot(TooSmallNotice.render(size: Size(width: 30, height: 5), minimum: screen), named: "tooSmall_30x5")
    }

    @Test func tenByThree() {
        assertSnapshot(TooSmallNotice.render(size: Size(width: 10, height: 3), minimum: screen), named: "tooSmall_10x3")
    }

    @Test func theFullSentenceWhenThereIsRoom() {
        let text = TooSmallNotice.render(size: Size(width: 79, height: 24), minimum: screen).text
        #expect(text.contains("Terminal too small: 79x24.\n"))
        #expect(text.contains("The screen needs at least 80x24."))
    }

    @Test(arguments: [(1, 1), (2, 1), (5, 1), (1, 5), (0, 0), (-3, 4), (4, -3), (-1, -1)])
    func degenerateSizesNeverCrash(width: Int, height: Int) {
        let grid = TooSmallNotice.render(size: Size(width: width, height: height), minimum: screen)
        #expect(grid.width == max(0, width))
        #expect(grid.height == max(0, height))
    }

    @Test func oneByOneShowsAnEllipsis() {
        #expect(TooSmallNotice.render(size: Size(width: 1, height: 1), minimum: screen).text == "…")
    }
}
