import CNcurses
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `storedbg_put_text_on_blank`, which copies a run of one-column characters straight into an
/// erased window, against the calls it replaces on a first frame (`storedbg_put_text` for
/// printable ASCII, `storedbg_put_cell` for every other character): the bytes curses then
/// writes to the terminal are the same, over many random frames of runs in several styles,
/// with box lines, accented letters, characters curses gives two columns or none, runs that
/// end in the last column and on the last line.
@Suite struct BlankWindowWritingTests {
    /// A run of characters at (y, x) in colour pair `pair`, bold or not.
    struct Run {
        let y: Int32, x: Int32
        let text: [wchar_t]
        let pair: Int32
        let bold: Bool
    }

    static let width: Int32 = 80, height: Int32 = 24
    static let oneColumn: [Unicode.Scalar] = Array("abcXYZ019 .,:;-+[](){}|~─│┌┐└┘├┤▲▼●✓→éüßΩ".unicodeScalars)
    /// Characters curses gives two columns or none: a run with one is written one by one.
    static let notOneColumn: [Unicode.Scalar] = ["\u{4E2D}", "\u{1F600}", "\u{301}"]

    @Test func writesTheSameBytesAsTheCallsItReplaces() throws {
        // Characters in UTF-8, as the terminal takes them (curses reads the locale at newterm).
        let previousLocale = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        defer { setlocale(LC_CTYPE, previousLocale) }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var runs: [Run] = []
            // One run a row, as a frame's runs never overlap.
            for y in (0..<Self.height).shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)) {
                let x = Int32.random(in: 0..<Self.width, using: &random)
                // Often to the last column: writing it moves curses' cursor to the next line.
                let count = Bool.random(using: &random) ? Self.width - x : Int32.random(in: 1...(Self.width - x), using: &random)
                let pool = Int.random(in: 0..<4, using: &random) == 0 ? Self.oneColumn + Self.notOneColumn : Self.oneColumn
                let text = (0..<count).map { _ in wchar_t(bitPattern: pool.randomElement(using: &random)!.value) }
                runs.append(Run(y: y, x: x, text: text, pair: Int32.random(in: 0...2, using: &random), bold: Bool.random(using: &random)))
            }
            let replaced = try Self.bytesWritten(runs) { run, attributes in
                var index = 0
                while index < run.text.count {
                    var end = index
                    while end < run.text.count, (0x20..<0x7F).contains(run.text[end]) { end += 1 }
                    if end > index {
                        _ = storedbg_put_text(run.y, run.x + Int32(index), Array(run.text[index..<end]), Int32(end - index), attributes, run.pair)
                        index = end
                    } else {
                        _ = storedbg_put_cell(run.y, run.x + Int32(index), [run.text[index]], 1, 1, attributes, run.pair)
                        index += 1
                    }
                }
            }
            let fast = try Self.bytesWritten(runs) { run, attributes in
                _ = storedbg_put_text_on_blank(run.y, run.x, run.text, Int32(run.text.count), attributes, run.pair)
            }
            #expect(replaced.count > 100)
            #expect(fast == replaced, "runs: \(runs)")
        }
    }

    /// The bytes a new curses screen writes from its start to the end of its first frame: the
    /// runs written by `write` on its erased window, the cursor hidden where the writing left it.
    static func bytesWritten(_ runs: [Run], write: (Run, Int32) -> Void) throws -> [UInt8] {
        // A file, not a memory stream: curses writes to the stream's descriptor.
        let output = try #require(tmpfile())
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(input)
            fclose(output)
        }
        let screen = try #require("xterm-256color".withCString { newterm(UnsafeMutablePointer(mutating: $0), output, input) })
        _ = start_color()
        _ = init_pair(1, 1, 0)
        _ = init_pair(2, 4, 7)
        curs_set(0)
        let window = storedbg_stdscr()
        werase(window)
        for run in runs {
            write(run, run.bold ? storedbg_a_bold() : storedbg_a_normal())
        }
        wrefresh(window)
        fflush(output)
        endwin()
        delscreen(screen)
        let descriptor = fileno(output)
        var bytes = [UInt8](repeating: 0, count: Int(lseek(descriptor, 0, SEEK_END)))
        _ = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return bytes
    }
}
