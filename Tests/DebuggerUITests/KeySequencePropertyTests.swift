import DebuggerUI
import ScenarioLanguage
import TerminalUI
import Testing

/// Issue 26, item 1, as properties: seeded key sequences over grapheme clusters (combining
/// marks, zero-width joiner sequences, flags and their halves, wide characters, controls,
/// invalid bytes), sent as bytes through the terminal's key decoder in reads that split
/// characters, drive the line editor, and the `:` prompt, the `/` filter and the `b` picker of a
/// session. Nothing traps, the cursor stays within the text, and every row is drawn within its width.
@Suite struct KeySequencePropertyTests {
    /// Pieces of typed text, each one or more scalars; typed one after another they make every
    /// kind of grapheme cluster, and some that only join when an edit brings them together.
    static let pieces: [String] = [
        "a", "Z", " ", "7", "#", "e\u{301}", "\u{301}", "\u{308}", "\u{20DD}", "o\u{302}\u{323}",
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "\u{200D}", "👩\u{200D}💻", "👩", "💻", "\u{1F1FA}", "\u{1F1F8}",
        "\u{1F1FA}\u{1F1F8}", "❤\u{FE0F}", "\u{FE0F}", "👍\u{1F3FD}", "\u{1F3FD}", "日", "花束", "Ａ", "\u{1100}",
        "\u{1161}", "\u{11A8}", "\u{0600}", "ः", "क्", "\u{0085}", "\u{009B}", "\u{202E}", "\u{2066}", "\u{2028}",
        "\u{E000}", "\u{FFFF}", "\u{10FFFF}", "\u{E0061}",
    ]

    /// Bytes that are no UTF-8 or cut a character short.
    static let invalidBytes: [[UInt8]] = [[0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90]]

    /// Keys as the terminal sends them.
    static let editingBytes: [[UInt8]] = [
        [0x7F], [0x08], [0x01], [0x05], [0x15], [0x0B], [0x17], [0x04], [0x09],
    ]

    static let functionKeys: [Key] = [.left, .right, .home, .end, .delete, .up, .down, .backspace]

    /// One thing typed: bytes for the decoder, or a function key (the runtime decodes those itself).
    enum Input {
        case bytes([UInt8])
        case key(Key)
    }

    static func randomInput(using random: inout SplitMix64) -> Input {
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<11: return .bytes(Array(pieces.randomElement(using: &random)!.utf8))
        case 11..<13: return .bytes(invalidBytes.randomElement(using: &random)!)
        case 13..<15: return .bytes(editingBytes.randomElement(using: &random)!)
        default: return .key(functionKeys.randomElement(using: &random)!)
        }
    }

    /// The keys of `inputs`, with the bytes cut into reads of 1 to 4 bytes (splitting
    /// characters): after each read, `afterRead` runs (the run loop draws between reads).
    static func send(_ inputs: [Input], seed: UInt64, _ handle: (Key) -> Void, afterRead: () -> Void) {
        var random = SplitMix64(seed: seed)
        var decoder = KeyDecoder()
        var pending: [UInt8] = []
        func flush(all: Bool) {
            while !pending.isEmpty, all || pending.count >= 4 {
                let read = pending.prefix(Int.random(in: 1...4, using: &random))
                pending.removeFirst(read.count)
                for byte in read { if let key = decoder.decode(byte) { handle(key) } }
                afterRead()
            }
        }
        for input in inputs {
            switch input {
            case .bytes(let bytes):
                pending += bytes
                flush(all: false)
            case .key(let key):
                flush(all: true)
                decoder.reset()
                handle(key)
                afterRead()
            }
        }
        flush(all: true)
    }

    /// The cursor is a place in the text, and `draw` keeps to `rect`: the cells around it are
    /// untouched, the cursor is on its first row, and no wide character is cut.
    static func expectDrawnWithin(_ editor: LineEditor, width: Int, height: Int,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        #expect((0...Array(editor.text).count).contains(editor.cursor), "cursor \(editor.cursor) in \(editor.text.debugDescription)",
                sourceLocation: sourceLocation)
        let marker = Cell("#")
        var grid = Grid(width: width + 4, height: height + 2, fill: marker)
        let rect = Rect(x: 2, y: 1, width: width, height: height)
        let cursor = editor.draw(into: &grid, in: rect)
        for y in 0..<grid.height {
            for x in 0..<grid.width where !(rect.x..<rect.maxX).contains(x) || !(rect.y..<rect.maxY).contains(y) {
                #expect(grid[x, y] == marker, "drawn outside its rectangle at \(x),\(y) for \(editor.text.debugDescription)",
                        sourceLocation: sourceLocation)
            }
            for x in 0..<grid.width where grid[x, y].isWide {
                #expect(grid[x + 1, y].isContinuation, sourceLocation: sourceLocation)
            }
        }
        if let cursor {
            #expect(cursor.y == rect.y && (rect.x..<rect.maxX).contains(cursor.x), "cursor \(cursor) outside \(rect)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(width == 0 || height == 0, sourceLocation: sourceLocation)
        }
    }

    @Test func theLineEditorKeepsItsCursorInTheTextAndDrawsWithinItsWidth() {
        var random = SplitMix64(seed: 26)
        for _ in 0..<60 {
            var editor = LineEditor(history: ["buy 花束", "e\u{301}\u{1F1FA}\u{1F1F8}"])
            let inputs = (0..<Int.random(in: 1...80, using: &random)).map { _ in Self.randomInput(using: &random) }
            var choices = SplitMix64(seed: random.next())
            Self.send(inputs, seed: random.next()) { key in
                _ = editor.handle(key, completer: { _, _ in ["apple", "apricot", "花"] })
                if Int.random(in: 0..<10, using: &choices) == 0 {
                    editor.showError("bad", column: [Int.min, -3, 0, 1, 5, 40, 1_000, Int.max].randomElement(using: &choices)!)
                }
            } afterRead: {
                Self.expectDrawnWithin(editor, width: Int.random(in: 0...24, using: &choices), height: Int.random(in: 0...3, using: &choices))
            }
        }
    }

    /// The prompt, the filter and the picker of a session, each opened, typed into and closed,
    /// the frame rendered after every read at a size of 80x24 or more.
    @Test func thePromptTheFilterAndThePickerTakeAnyKeys() throws {
        var random = SplitMix64(seed: 2026)
        let sizes = [Size.minimumScreen, Size(width: 81, height: 25), Size(width: 132, height: 40)]
        for round in 0..<12 {
            var session = try SessionFixtures.demo()
            let size = sizes[round % sizes.count]
            for _ in 0..<6 {
                let opener = [":", "/", "b"].randomElement(using: &random)!
                _ = session.handle(.character(Character(opener)), at: size)
                let inputs = (0..<Int.random(in: 1...40, using: &random)).map { _ in Self.randomInput(using: &random) }
                Self.send(inputs, seed: random.next()) { key in
                    // Enter would close the picker with a purchase or run a line: kept for the end.
                    guard key != .enter, key != .escape else { return }
                    _ = session.handle(key, at: size)
                } afterRead: {
                    let frame = DebuggerScreen.render(session, size: size)
                    #expect(frame.grid.size == size)
                    if let cursor = frame.cursor { #expect(frame.grid.bounds.contains(cursor)) }
                    for editor in [session.prompt.editor, session.filter.editor] {
                        #expect((0...Array(editor.text).count).contains(editor.cursor))
                    }
                }
                _ = session.handle([Key.enter, .escape].randomElement(using: &random)!, at: size)
                _ = session.handle(.escape, at: size)
                _ = DebuggerScreen.render(session, size: size)
            }
        }
    }
}
