import CNcurses
import ScreenModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while the interactive screen is up: the only code that calls curses.
///
/// Starting it saves the terminal's modes and installs signal handlers that give the
/// terminal back on Ctrl-C, SIGTERM, SIGHUP, SIGQUIT and on a crash (see `shim.h`); `close()`
/// (or deinit) gives it back on the normal way out. Use it from one thread.
public final class Terminal {
    public private(set) var size: Size
    private let screen: OpaquePointer
    private let styles: [StyleRole: CellStyle]
    /// The grid on screen, to write only what changed; nil forces a full redraw.
    private var shown: Grid?
    private var cursorVisible: Bool?
    private var isOpen = true

    /// Starts curses in `colorMode` (mono as well when the terminal has no colours).
    public init(colorMode: ColorMode) throws {
        Terminal.useUTF8Characters()
        storedbg_guard_terminal()
        guard let screen = storedbg_newterm() else {
            storedbg_release_terminal()
            throw TerminalError.cannotStart(term: getenv("TERM").map { String(cString: $0) })
        }
        self.screen = screen
        storedbg_set_screen_active(1)
        cbreak()
        noecho()
        keypad(storedbg_stdscr(), true)
        set_escdelay(25)
        let mode: ColorMode = colorMode == .color && has_colors() && start_color() == storedbg_ok() ? .color : .mono
        styles = CellStyle.resolveAll(colorMode: mode)
        size = Size(width: Int(storedbg_cols()), height: Int(storedbg_lines()))
    }

    /// Takes the locale from the environment, as curses needs. Curses writes the box lines
    /// and marks only in a UTF-8 locale, so when the environment names none (a bare
    /// container has no LANG) characters are taken as UTF-8 anyway, as terminals today are.
    private static func useUTF8Characters() {
        setlocale(LC_ALL, "")
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
    public func close() {
        guard isOpen else { return }
        isOpen = false
        storedbg_release_terminal()
        delscreen(screen)
    }

    /// Shows `grid`, writing only the cells that changed since the last frame (everything
    /// after a resize), and puts the cursor at `cursor`, or hides it when nil.
    public func draw(_ grid: Grid, cursor: Point?) {
        let window = storedbg_stdscr()
        if shown?.size != grid.size {
            shown = nil
        }
        if shown == nil {
            werase(window)
            clearok(window, true)
        }
        var text: [wchar_t] = []
        for run in grid.changes(since: shown) where run.origin.y < size.height {
            for (offset, cell) in run.cells.enumerated() {
                let x = run.origin.x + offset
                guard x < size.width else { break }
                let style = styles[cell.style] ?? CellStyle(attributes: 0, pair: 0)
                text.removeAll(keepingCapacity: true)
                text.append(contentsOf: cell.character.unicodeScalars.map { wchar_t(bitPattern: $0.value) })
                _ = storedbg_put_cell(Int32(run.origin.y), Int32(x), text, Int32(text.count), style.attributes, style.pair)
            }
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

    /// Waits up to `timeoutMilliseconds` (negative: for ever) for a key. Nil on timeout or
    /// for keys storedbg does not use. On `.resize`, `size` already holds the new size and
    /// the next `draw` repaints everything.
    public func readKey(timeoutMilliseconds: Int) -> Key? {
        let window = storedbg_stdscr()
        wtimeout(window, Int32(clamping: timeoutMilliseconds))
        var input: UInt32 = 0
        let status = storedbg_get_wide(window, &input)
        if status == storedbg_key_code_yes() {
            let key = FunctionKey.decode(Int32(truncatingIfNeeded: input))
            if key == .resize {
                size = Size(width: Int(storedbg_cols()), height: Int(storedbg_lines()))
                shown = nil
            }
            return key
        }
        guard status == storedbg_ok(), let scalar = Unicode.Scalar(UInt32(input)) else { return nil }
        return Key(typed: scalar)
    }
}
