import DebuggerUI
import ScreenTestSupport
import TerminalUI
import Testing

/// The screen on a `.storekit` file whose products have Japanese, Korean and emoji names
/// (`SessionFixtures.cjkStoreKit()`): every name drawn in two columns a character, never `?`,
/// and the columns around it in place.
@Suite struct WideCharacterScreenTests {
    private func render(_ session: DebuggerSession, _ width: Int, _ height: Int) -> Grid {
        DebuggerScreen.render(session, size: Size(width: width, height: height)).grid
    }

    private func bought(_ ids: [String]) throws -> DebuggerSession {
        var session = try SessionFixtures.cjkStoreKit()
        for id in ids { session.enter("buy com.rarcher.nonconsumable.\(id)") }
        return session
    }

    @Test func theCatalogueAt80x24() throws {
        assertSnapshot(render(try bought(["roses-large"]), 80, 24), named: "cjk_catalogue_80x24")
    }

    @Test func theBuyPickerAt80x24() throws {
        var session = try SessionFixtures.cjkStoreKit()
        session.press("b")
        assertSnapshot(render(session, 80, 24), named: "cjk_buyPicker_80x24")
    }

    @Test func purchasesAt120x40() throws {
        assertSnapshot(render(try bought(["roses-large", "chocolates-small"]), 120, 40), named: "cjk_purchases_120x40")
    }

    @Test func aTransactionsDetailAt120x40() throws {
        var session = try bought(["chocolates-small"])
        _ = session.handle(.enter)
        assertSnapshot(render(session, 120, 40), named: "cjk_detail_120x40")
    }

    /// Every product row of the catalogue ends with its price in the pane's last columns,
    /// whatever the width of the name before it.
    @Test func pricesStayAlignedAfterWideNames() throws {
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            let grid = DebuggerScreen.render(try SessionFixtures.cjkStoreKit(), size: size).grid
            let lines = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
            // The catalogue's product rows, up to the pane's right border.
            let rows = lines.filter { $0.hasPrefix("│[ ] ") }.compactMap { $0.split(separator: "││").first }
            #expect(rows.count == 4, "\(size)")
            let priceEnds = rows.map { row in
                // The column (not the character offset) after the row's last "9", the end of its price.
                row.lastIndex(of: "9").map { Truncation.columns(of: String(row[...$0])) }
            }
            #expect(Set(priceEnds) == [size.width >= 120 ? 45 : 33], "\(size): \(rows)")
            for name in ["花束（大）", "花束（小）", "バラ 🌹 大", "초콜릿 👩 작은 상자"] {
                #expect(grid.text.contains(name), "\(size): \(name)")
            }
        }
    }

    @Test func typingCJKIntoTheFilterFindsTheRowThatShowsIt() throws {
        var session = try bought(["roses-large", "flowers-small"])
        session.press("/")
        for character in "バラ" { _ = session.handle(.character(character)) }
        #expect(session.visibleTransactions.map(\.productID) == ["com.rarcher.nonconsumable.roses-large"])
        let frame = DebuggerScreen.render(session, size: Size(width: 80, height: 24))
        // The cursor stands after the two wide characters typed: "Filter transactions: " is 21 columns.
        #expect(frame.cursor == Point(x: 21 + 4, y: 22))
        #expect(frame.grid.text.contains("Filter transactions: バラ"))
    }
}
