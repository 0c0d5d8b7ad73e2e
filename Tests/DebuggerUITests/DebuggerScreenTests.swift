import DebuggerUI
import Foundation
import ScenarioLanguage
import ScreenTestSupport
import StoreCore
import TerminalUI
import Testing

@Suite struct DebuggerScreenTests {
    private let unlock = SessionFixtures.unlockID

    private func render(_ session: DebuggerSession, _ width: Int, _ height: Int) -> Frame {
        DebuggerScreen.render(session, size: Size(width: width, height: height))
    }

    // MARK: Snapshots

    @Test func theDemoAt80x24() throws {
        assertSnapshot(render(try SessionFixtures.demo(), 80, 24).grid, named: "debugger_demo_80x24")
    }

    @Test func theDemoAt120x40AfterAPurchaseAndARefund() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) ask-to-buy")
        session.press("a")
        session.press("ry")
        session.press("+++")
        assertSnapshot(render(session, 120, 40).grid, named: "debugger_refunded_120x40")
    }

    @Test func aScenarioMidway() throws {
        var session = try SessionFixtures.scenario("""
            product pro unlock price 4.99 USD name "Pro"
            product coins consumable price 0.99 USD
            evaluation 7d unlocks pro
            launch
            buy pro ask-to-buy
            advance 2d
            approve last
            expect access unlocked
            """)
        session.press("nnnnnn")
        assertSnapshot(render(session, 80, 24).grid, named: "debugger_scenarioMidway_80x24")
    }

    @Test func theHelpOverlay() throws {
        var session = try SessionFixtures.demo()
        session.press("?")
        assertSnapshot(render(session, 80, 24).grid, named: "debugger_help_80x24")
    }

    @Test func thePromptWithAnError() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy com.example.app.permanentUnlok ask-to-buy")
        let frame = render(session, 80, 24)
        assertSnapshot(frame.grid, named: "debugger_promptError_80x24")
        #expect(frame.cursor == Point(x: 46, y: 21)) // at the end of the line: Ctrl-U clears all of it
    }

    @Test func theBuyPicker() throws {
        var session = try SessionFixtures.demo()
        session.press("b")
        assertSnapshot(render(session, 80, 24).grid, named: "debugger_buyPicker_80x24")
    }

    @Test func aViolationUnderAFaultyClient() throws {
        var session = try SessionFixtures.scenario("""
            product pro unlock price 4.99 USD
            client fault ignore-revocation
            launch
            buy pro
            refund last
            """)
        session.press("nnnnn")
        let frame = render(session, 100, 36)
        assertSnapshot(frame.grid, named: "debugger_violation_100x36")
        #expect(frame.grid.text.contains("[!] VIOLATION revoked-granted"))
    }

    @Test func aTerminalTooSmall() throws {
        let frame = render(try SessionFixtures.demo(), 79, 23)
        assertSnapshot(frame.grid, named: "debugger_tooSmall_79x23")
        #expect(frame.grid.text.contains("The screen needs at least 80x24."))
    }

    // MARK: Properties

    @Test func aLongScenarioPathDoesNotOverwriteTheMonitorLine() throws {
        let path = "/a/very/long/folder/name/that/goes/on/walkthroughs/11-subscription-lifecycle.scenario"
        let session = try SessionFixtures.scenario("launch\n", path: path)
        let line = render(session, 80, 24).grid.text.components(separatedBy: "\n")[5]
        #expect(line.hasPrefix(" Monitor: no violations · reference client"))
        #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("11-subscription-lifecycle.scenario"))
        #expect(line.contains("…"))
    }

    @Test func aDateInAnotherYearShowsTheYear() throws {
        var session = try SessionFixtures.scenario("product pro.yearly subscription pro P1Y\nlaunch\nbuy pro.yearly\n")
        session.press("nnn")
        let narrow = render(session, 80, 24).grid.text
        #expect(narrow.contains("[+] SUBSCRIBED until 1 Jan 2027 09:00"))
        #expect(narrow.contains("exp Jan'27"))
        #expect(render(session, 120, 40).grid.text.contains("exp 1 Jan 2027"))
    }

    @Test func aStepWhoseExpectationFailedIsMarkedWithACross() throws {
        var session = try SessionFixtures.scenario("product pro unlock price 1 USD\nlaunch\nexpect access unlocked\nexpect access not-started\n")
        session.press("nnnn")
        #expect(session.failedStepIndexes == [2])
        let text = render(session, 80, 24).grid.text
        #expect(text.contains("✗ 3 expect access unlocked"))
        #expect(text.contains("✓ 4 expect access not-started"))
        session.press("u")
        session.press("u")
        #expect(session.failedStepIndexes.isEmpty)
    }

    @Test func aPurchaseTheAppStillBelievesPendingIsMarkedInTheCatalogue() throws {
        var session = try SessionFixtures.demo()
        session.press("ba")
        session.press("d")
        #expect(session.engine.store.pendingIDs.isEmpty)
        let text = render(session, 80, 24).grid.text
        #expect(text.contains("[?] Permanent Unlock"))
        #expect(text.contains("([?] pending, as the app thinks)"))
    }

    @Test func theAccessStateAlwaysHasATextMarker() throws {
        var session = try SessionFixtures.demo()
        #expect(render(session, 80, 24).grid.text.contains("[~] EVALUATION 14 days left"))
        session.press("b")
        _ = session.handle(.enter)
        #expect(render(session, 80, 24).grid.text.contains("[+] UNLOCKED"))
        session.press("ry")
        session.enter("advance 14d")
        let expired = render(session, 80, 24).grid
        #expect(expired.text.contains("[x] EXPIRED"))
        #expect(expired[2, 1] == Cell("[", style: .statusBad))
        session.enter("quit")
        #expect(render(session, 80, 24).grid.text.contains("[?] CHECKING"))
        #expect(render(session, 80, 24).grid.text.contains("APP NOT RUNNING"))
    }

    @Test func offlineAndFaultsAreShown() throws {
        var session = try SessionFixtures.demo()
        session.enter("offline")
        session.enter("client fault cached-bool")
        let text = render(session, 80, 24).grid.text
        #expect(text.contains("OFFLINE"))
        #expect(text.contains("FAULT cached-bool"))
    }

    /// Issue 24, item 1: buying coins showed `UNLOCKED · … via #1` next to "Monitor: no
    /// violations"; a grant from another product's purchase is now named on the screen.
    @Test func aGrantFromAnotherProductsPurchaseIsShownAsAViolation() throws {
        var session = try SessionFixtures.demo()
        session.enter("product com.example.coins consumable price 0.99 USD")
        session.enter("client fault grant-any-purchase")
        session.enter("relaunch")
        session.enter("buy com.example.coins")
        let text = render(session, 160, 40).grid.text
        #expect(text.contains("UNLOCKED"))
        #expect(text.contains("[!] VIOLATION unowned-granted: com.example.app.permanentUnlock is granted from #1 com.example.coins"))
        #expect(!text.contains("no violations"))
    }

    @Test func controlCharactersInNamesNeverReachTheGrid() throws {
        let evil = StoreProduct(id: "evil\u{1B}[2J.id", kind: .unlock, price: Price(amount: 1, currencyCode: "USD"),
                           displayName: "Bad\u{07}Name\u{202E}")
        let setup = [AppliedCommand(command: .product(evil), text: "product evil", origin: .setup),
                     AppliedCommand(command: .launch, text: "launch", origin: .setup),
                     AppliedCommand(command: .buy(productID: evil.id, outcome: .success), text: "buy evil", origin: .setup)]
        var session = DebuggerSession(title: "evil\u{1B}]0;title\u{07}", setup: setup, scenario: nil,
                                      scenarioFolder: try SessionFixtures.temporaryFolder())
        for size in [Size(width: 80, height: 24), Size(width: 160, height: 50)] {
            var grids = [render(session, size.width, size.height).grid]
            session.press("b")
            grids.append(render(session, size.width, size.height).grid)
            _ = session.handle(.escape)
            for grid in grids {
                let scalars = grid.text.unicodeScalars.filter { $0 != "\n" }
                #expect(!scalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
            }
            #expect(grids[1].text.contains("Bad^GName<U+202E>"))
        }
    }

    @Test func everySizeFromTheMinimumUpRenders() throws {
        var session = try SessionFixtures.scenario("""
            product pro unlock
            launch
            buy pro ask-to-buy
            """)
        session.press("nnn")
        for width in stride(from: 80, through: 200, by: 7) {
            for height in stride(from: 24, through: 70, by: 5) {
                let grid = render(session, width, height).grid
                #expect(grid.size == Size(width: width, height: height))
                #expect(grid.text.contains("[?] #1 awaits approval: pro"))
            }
        }
    }
}

/// Issue 24, smaller items of what the screen shows.
@Suite struct NewcomerScreenTests {
    private func rows(_ session: DebuggerSession, width: Int = 80, height: Int = 24) -> [String] {
        DebuggerScreen.render(session, size: Size(width: width, height: height)).grid.text.components(separatedBy: "\n")
    }

    /// The key bar offered `n Next N Skip` with no scenario open, where they do nothing.
    @Test func theKeyBarOffersScenarioKeysOnlyWithAScenarioOpen() throws {
        let demo = try rows(SessionFixtures.demo(), width: 160).last ?? ""
        #expect(!demo.contains("n Next") && !demo.contains("N Skip"), "\(demo)")
        #expect(demo.contains("u Undo"))
        let walk = try rows(SessionFixtures.scenario("product pro unlock\nlaunch\n"), width: 160).last ?? ""
        #expect(walk.contains("n Next  N Skip"), "\(walk)")
    }

    /// At 80 columns a product id too long for its column showed as `….app.permanentUnlock`
    /// where its name fits; an id that fits is shown as it is.
    @Test func aProductsNameStandsInForAnIdTooLongForItsColumn() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(SessionFixtures.unlockID)")
        session.enter("product com.example.pro unlock")
        session.enter("buy com.example.pro")
        let shown = rows(session)
        #expect(shown.contains { $0.contains("#1   Permanent Unlock      unlock purchased") }, "\(shown.joined(separator: "\n"))")
        #expect(shown.contains { $0.contains("#2   com.example.pro       unlock purchased") })
    }

    /// The access pane's device line of `session` drawn `width` columns wide: the screen's row
    /// that holds `device` and a colon.
    private func deviceLine(of session: DebuggerSession, named device: String = "phone", width: Int = 80) -> String {
        DebuggerScreen.render(session, size: Size(width: width, height: 24)).grid.text
            .split(separator: "\n").first { $0.contains("\(device): ") }.map(String.init) ?? ""
    }

    /// At 80 columns a fault's name left no room for "paywall shown" after `running · online`:
    /// the usual parts give way first, and a part cut short ends in "…".
    @Test func theDeviceLineKeepsWhatIsOutOfTheOrdinaryAt80Columns() throws {
        var session = try SessionFixtures.scenario("product pro unlock\nclient fault cached-bool\nlaunch\n")
        session.press("nnn")
        #expect(deviceLine(of: session).contains("phone: FAULT cached-bool · paywall shown "), "\(deviceLine(of: session))")
        #expect(deviceLine(of: session, width: 120).contains("phone: FAULT cached-bool · running · online · paywall shown"),
                "\(deviceLine(of: session, width: 120))")

        var longer = try SessionFixtures.scenario("product pro unlock\nclient fault paywall-before-answer\nlaunch\n")
        longer.press("nnn")
        #expect(deviceLine(of: longer).contains("phone: FAULT paywall-before-answer · paywal… │"), "\(deviceLine(of: longer))")
    }

    /// A device named in wide characters: its name counts two columns a character, and the
    /// routine parts still give way first.
    @Test func theDeviceLineCountsWideCharactersByColumns() throws {
        var session = try SessionFixtures.scenario("product pro unlock\ndevice 台湾のタブレット端末\nclient fault cached-bool\nlaunch\n")
        session.press("nnnn")
        let line = deviceLine(of: session, named: "台湾のタブレット端末")
        #expect(line.contains("│ 台湾のタブレット端末: FAULT cached-bool · p… ││"), "\(line)")
    }

    /// The detail view shows the storefront a transaction was sold in, once it is not the usual one.
    @Test func theDetailViewShowsTheStorefront() throws {
        var session = try SessionFixtures.scenario("product pro unlock\nlaunch\nstorefront FRA locale fr_FR\nbuy pro\n")
        session.press("nnnn")
        _ = session.handle(.enter)
        #expect(DebuggerScreen.render(session, size: Size(width: 120, height: 40)).grid.text.contains("Storefront      FRA (fr_FR)"))
    }
}

