import CNcurses
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while the interactive screen is up: the only code that calls curses.
///
/// Starting it saves the terminal's modes and installs signal handlers that give the
/// terminal back on Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, on a crash and on every other signal
/// that would end the process (see `shim.h`); `close()` (or deinit) gives it back on the
/// normal way out. Flow control is off, so Ctrl-S is a key. Use it from one thread.
package final class Terminal: TerminalDevice {
    package private(set) var size: Size
    private let screen: OpaquePointer
    private let styles: [StyleRole: CellStyle]
    /// The grid on screen, to write only what changed; nil forces a full redraw.
    private var shown: Grid?
    private var cursorVisible: Bool?
    private var isOpen = true
    private var decoder = KeyDecoder()
    /// Whether curses decodes function keys yet: turned on at the first read, after the first
    /// frame, since the table of the terminal's keys it builds costs 0.1 M instructions.
    private var readsFunctionKeys = false
    /// Where `stdout` pointed before `printsTo` took it, to point it back on close.
    private var previousStdout: UnsafeMutablePointer<FILE>?

    /// Starts curses in `colorMode` (mono as well when the terminal has no colours). With
    /// `printsTo`, what the process prints (`print`) while the screen is up goes to that file
    /// instead of over the screen.
    package init(colorMode: ColorMode, printsTo: String? = nil) throws(TerminalError) {
        Terminal.useUTF8Characters()
        storedbg_guard_terminal()
        guard let screen = storedbg_newterm() else {
            storedbg_release_terminal()
            throw TerminalError.cannotStart(term: getenv("TERM").map { String(cString: $0) })
        }
        self.screen = screen
        storedbg_set_screen_active(1)
        if let printsTo { previousStdout = storedbg_send_stdout_to(printsTo) }
        cbreak()
        noecho()
        storedbg_disable_flow_control()
        // Every byte as it is: characters are decoded from them (see `read`).
        meta(storedbg_stdscr(), true)
        set_escdelay(25)
        let mode: ColorMode = colorMode == .color && has_colors() && start_color() == storedbg_ok() ? .color : .mono
        styles = CellStyle.resolveAll(colorMode: mode)
        size = Size(width: Int(storedbg_cols()), height: Int(storedbg_lines()))
    }

    /// Takes the locale's characters from the environment, as curses needs. Curses writes the
    /// box lines and marks only in a UTF-8 locale, so when the environment names none (a bare
    /// container has no LANG) characters are taken as UTF-8 anyway, as terminals today are.
    /// Only the categories the screen uses are loaded: characters, and messages (the C
    /// library's error texts it shows); all of them took 0.1 M instructions more.
    private static func useUTF8Characters() {
        setlocale(LC_CTYPE, "")
        setlocale(LC_MESSAGES, "")
        guard !charactersAreUTF8() else { return }
        for name in ["C.UTF-8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if charactersAreUTF8() { return }
        }
    }

    private static func charactersAreUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return ["utf-8", "utf8"].contains(String(cString: codeset).lowercased())
    }

    deinit {
        close()
    }

    /// Gives the terminal back as it was found. Safe to call more than once.
    package func close() {
        guard isOpen else { return }
        isOpen = false
        storedbg_release_terminal()
        delscreen(screen)
        if let previousStdout { storedbg_restore_stdout(previousStdout) }
    }

    /// Shows `grid`, writing only the cells that changed since the last frame (everything
    /// after a resize), and puts the cursor at `cursor`, or hides it when nil.
    package func draw(_ grid: Grid, cursor: Point?) {
        let window = storedbg_stdscr()
        if shown?.size != grid.size {
            shown = nil
        }
        if shown == nil {
            werase(window)
            clearok(window, true)
        }
        var text: [wchar_t] = []
        // Printable ASCII cells next to each other in one style are written as one run, with one
        // curses call: each takes exactly one column in every curses. Every other cell (wide
        // characters, combining marks, box lines) is written on its own, as curses is told its
        // width there and checked; except that on a blank window every one-column cell of one
        // character (box lines) joins the run too, as `storedbg_put_text_on_blank` checks widths.
        var plain = PlainRun(onBlank: shown == nil)
        // Cells next to each other mostly share a role: its style is looked up once for the run of them.
        var role = StyleRole.normal, style = styles[.normal] ?? CellStyle(attributes: 0, pair: 0)
        let width = size.width
        for run in grid.changes(since: shown) where run.origin.y < size.height {
            let y = Int32(run.origin.y)
            // The run's cells that fit on screen; x is each one's column.
            var x = run.origin.x - 1
            for cell in run.cells.prefix(max(0, width - run.origin.x)) {
                x += 1
                if cell.isContinuation { continue }
                if cell.style != role {
                    plain.flush(y: y)
                    role = cell.style
                    style = styles[role] ?? CellStyle(attributes: 0, pair: 0)
                }
                // (The character's one UTF-8 byte: `asciiValue` first compares it with "\r\n".)
                let utf8 = cell.character.utf8
                if utf8.count == 1, let code = utf8.first, code >= 0x20, code < 0x7F {
                    plain.append(wchar_t(code), at: Int32(x), style: style)
                    continue
                }
                if plain.onBlank, cell.columns == 1, let scalar = Terminal.onlyScalar(of: cell.character) {
                    plain.append(wchar_t(bitPattern: scalar.value), at: Int32(x), style: style)
                    continue
                }
                plain.flush(y: y)
                text.removeAll(keepingCapacity: true)
                for scalar in cell.character.unicodeScalars { text.append(wchar_t(bitPattern: scalar.value)) }
                // A wide cell draws both its columns; its continuation cell is skipped.
                _ = storedbg_put_cell(y, Int32(x), text, Int32(text.count), Int32(cell.columns),
                                      style.attributes, style.pair)
            }
            plain.flush(y: y)
        }
        shown = grid
        let visible = cursor != nil
        if visible != cursorVisible {
            curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
        if let cursor {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        }
        wrefresh(window)
    }

    /// The scalar of a character made of one (none of a base and its combining marks).
    private static func onlyScalar(of character: Character) -> Unicode.Scalar? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }

    /// Waits up to `timeoutMilliseconds` (negative: for ever; 0: only what is already
    /// pending) for one byte or function key. Characters are decoded from the bytes by
    /// `KeyDecoder`, so invalid UTF-8 is dropped at once, and a character whose bytes come in
    /// two reads (however far apart) is whole. Before a key that ended a wait is
    /// returned, the size is brought up to date with the kernel's, so a key typed just after a
    /// resize is handled at the new size even when curses has not yet seen the SIGWINCH (keys
    /// already pending are not checked one by one: resizes among them arrive in order). On
    /// `.resize`, `size` already holds the new size and the next `draw` repaints everything.
    /// A terminal that hung up gives `.hungUp` (curses answers at once, as if a wait timed out).
    package func read(timeoutMilliseconds: Int) -> TerminalInput {
        let window = storedbg_stdscr()
        if !readsFunctionKeys {
            readsFunctionKeys = true
            keypad(window, true)
            // After keypad's own table: these add the forms it lacks.
            storedbg_define_cursor_keys()
        }
        wtimeout(window, Int32(clamping: timeoutMilliseconds))
        let code = wgetch(window)
        if code == storedbg_err() {
            return storedbg_input_hung_up() != 0 ? .hungUp : .timedOut
        }
        let key: Key?
        if code > 0xFF {
            decoder.reset()
            key = FunctionKey.decode(code)
        } else {
            key = decoder.decode(UInt8(truncatingIfNeeded: code))
        }
        guard let key else { return .noKey }
        if key == .resize {
            takeSize(lines: storedbg_lines(), columns: storedbg_cols())
        } else if timeoutMilliseconds != 0 {
            followWindowSize()
        }
        return .key(key)
    }

    /// Resizes curses to the kernel's idea of the terminal's size when the two differ.
    private func followWindowSize() {
        var lines: Int32 = 0, columns: Int32 = 0
        guard storedbg_window_size(&lines, &columns) != 0,
              Int(lines) != size.height || Int(columns) != size.width else { return }
        resize_term(lines, columns)
        takeSize(lines: lines, columns: columns)
    }

    private func takeSize(lines: Int32, columns: Int32) {
        size = Size(width: Int(columns), height: Int(lines))
        shown = nil
    }
}

/// Printable ASCII cells in a row, side by side and in one style, waiting to be written by one
/// curses call (on a blank window, any one-column cells of one character).
private struct PlainRun {
    /// Whether the window was blank (erased) when the frame began: runs are then written by
    /// `storedbg_put_text_on_blank`.
    let onBlank: Bool
    private var text: [wchar_t] = []
    private var x: Int32 = 0
    private var style = CellStyle(attributes: 0, pair: 0)

    init(onBlank: Bool) {
        self.onBlank = onBlank
    }

    /// Adds a character at column `x`; `x` and `style` are the run's when it is empty. The caller
    /// flushes before a gap or another style, so a character added to a run follows the last.
    mutating func append(_ character: wchar_t, at x: Int32, style: CellStyle) {
        if text.isEmpty {
            self.x = x
            self.style = style
        }
        text.append(character)
    }

    /// Writes the run in row `y`, if there is one, and empties it.
    mutating func flush(y: Int32) {
        guard !text.isEmpty else { return }
        if onBlank {
            _ = storedbg_put_text_on_blank(y, x, text, Int32(text.count), style.attributes, style.pair)
        } else {
            _ = storedbg_put_text(y, x, text, Int32(text.count), style.attributes, style.pair)
        }
        text.removeAll(keepingCapacity: true)
    }
}
