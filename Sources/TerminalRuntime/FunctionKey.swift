import CNcurses
import TerminalUI

/// Decodes the curses codes of keys that are not characters (wget_wch's KEY_CODE_YES).
enum FunctionKey {
    static func decode(_ code: Int32) -> Key? {
        switch code {
        case storedbg_key_up(): return .up
        case storedbg_key_down(): return .down
        case storedbg_key_left(): return .left
        case storedbg_key_right(): return .right
        case storedbg_key_ppage(): return .pageUp
        case storedbg_key_npage(): return .pageDown
        case storedbg_key_home(): return .home
        case storedbg_key_end(): return .end
        case storedbg_key_backspace(): return .backspace
        case storedbg_key_dc(): return .delete
        case storedbg_key_enter(): return .enter
        case storedbg_key_btab(): return .backTab
        case storedbg_key_resize(): return .resize
        default: return nil
        }
    }
}
