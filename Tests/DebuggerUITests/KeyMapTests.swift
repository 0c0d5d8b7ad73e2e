import DebuggerUI
import ScreenTestSupport
import TerminalUI
import Testing

@Suite struct KeyMapTests {
    let keys = KeyAction.keyMap

    @Test func theProductKeysDispatchToTheirActions() {
        let expected: [(Key, KeyAction)] = [
            (.character("?"), .help), (.character(":"), .prompt), (.character("q"), .quit),
            (.character("a"), .approve), (.character("d"), .decline), (.character("r"), .refund),
            (.character("e"), .expire), (.character("+"), .advanceDay), (.character("b"), .buy),
            (.character("n"), .nextStep), (.character("u"), .undo), (.character("w"), .writeScenario),
            (.character("/"), .filter), (.up, .moveUp), (.character("k"), .moveUp), (.down, .moveDown),
            (.character("j"), .moveDown), (.tab, .nextPane), (.backTab, .previousPane), (.escape, .closeOverlay),
            (.character("t"), .timeline), (.character("z"), .zoomIn), (.character("Z"), .zoomOut),
        ]
        for (key, action) in expected {
            #expect(keys.action(for: key) == action, "\(key.label)")
        }
        #expect(keys.action(for: .character("x")) == nil)
    }

    @Test func everyActionHasExactlyOneBinding() {
        for action in KeyAction.allCases {
            #expect(keys.bindings.filter { $0.action == action }.count == 1, "\(action)")
        }
    }

    @Test func refundAndExpireAskForConfirmation() {
        let confirmed = Set(keys.bindings.filter(\.needsConfirmation).map(\.action))
        #expect(confirmed == [.refund, .expire])
    }

    @Test func keyBarAt80ColumnsKeepsTheMostImportantKeys() {
        let bar = keys.keyBar(width: 80)
        #expect(bar.count == 80)
        #expect(String(bar.map(\.character)) == " ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy  ")
        #expect(String(bar.map(\.style.maskCharacter)).hasPrefix(".Kkkkkkkk".replacingOccurrences(of: ".", with: "k")))
    }

    @Test func keyBarAt120ColumnsShowsMore() {
        let text = String(keys.keyBar(width: 120).map(\.character))
        #expect(text.count == 120)
        #expect(text.hasPrefix(" ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy  n Next  N Skip  u Undo  w Write"))
        #expect(!text.contains("Pane"))
    }

    @Test func keyBarStylesTheKeyApartFromItsLabel() {
        let styles = String(keys.keyBar(width: 16).map(\.style.maskCharacter))
        #expect(styles == "kKkkkkkkkKkkkkkk")
    }

    @Test func keyBarAtTinyWidths() {
        #expect(String(keys.keyBar(width: 80, promoting: [.nextStep]).map(\.character))
            .hasPrefix(" ? Help  : Cmd  q Quit  n Next  a Approve"))
        #expect(keys.keyBar(width: 0).isEmpty)
        #expect(String(keys.keyBar(width: 1).map(\.character)) == "…")
        #expect(String(keys.keyBar(width: 4).map(\.character)) == " ? …")
        #expect(String(keys.keyBar(width: 7).map(\.character)) == " ? Help")
    }

    @Test func helpOverlayAt80x24() {
        var grid = Grid(width: 80, height: 24)
        keys.helpOverlay(into: &grid, footer: KeyAction.helpFooter)
        assertSnapshot(grid, named: "helpOverlay_80x24")
    }

    @Test func helpOverlayAt120x40() {
        var grid = Grid(width: 120, height: 40)
        keys.helpOverlay(into: &grid, footer: KeyAction.helpFooter)
        assertSnapshot(grid, named: "helpOverlay_120x40")
    }

    @Test func helpOverlayOnAShortScreenSaysWhatIsHidden() {
        var grid = Grid(width: 60, height: 12)
        keys.helpOverlay(into: &grid, footer: KeyAction.helpFooter)
        assertSnapshot(grid, named: "helpOverlay_60x12")
    }

    @Test(arguments: [(0, 0), (1, 1), (5, 2), (10, 3), (12, 4), (30, 5)])
    func helpOverlayOnTinyScreensStaysInsideItsBox(width: Int, height: Int) {
        var grid = Grid(width: width, height: height)
        keys.helpOverlay(into: &grid, footer: KeyAction.helpFooter)
        let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
        if height >= 2, width >= 2 {
            #expect(rows.first?.hasPrefix("┌") == true)
            #expect(rows.last?.hasPrefix("└") == true)
        }
    }

    @Test func helpOverlayListsEveryBinding() {
        var grid = Grid(width: 80, height: 24)
        keys.helpOverlay(into: &grid, footer: KeyAction.helpFooter)
        for binding in keys.bindings {
            #expect(grid.text.contains(binding.description), "\(binding.action)")
        }
    }

    /// `storedbg --help` lists the keys from this table: every binding, its keys in a column.
    @Test func theKeyListNamesEveryBindingWithItsKeys() {
        let lines = keys.keyListLines()
        for binding in keys.bindings {
            let label = binding.keys.map(\.label).joined(separator: " ")
            #expect(lines.contains { $0.contains(label) && $0.contains(binding.description) }, "\(binding.action)")
        }
        let descriptionColumn = lines.map { line in line.firstRange(of: #/  [A-Z]/#).map { Truncation.columns(of: String(line[..<$0.lowerBound])) } }
        #expect(Set(descriptionColumn).count == 1)
    }
}
