/// A key press as the screen sees it, decoded from the terminal's input.
package enum Key: Hashable, Sendable {
    /// A printable character (including space).
    case character(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    case backspace
    /// The forward delete key.
    case delete
    /// Control plus a key, as the lowercase letter or symbol: Ctrl-A is `.ctrl("a")`.
    case ctrl(Character)
    /// The terminal changed size; read the new size from the terminal.
    case resize

    /// Decodes a character read from the terminal (a function key is decoded by the runtime).
    /// Enter arrives as CR or LF, Backspace as DEL or BS, other C0 codes as Ctrl keys.
    package init(typed scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0A, 0x0D: self = .enter
        case 0x09: self = .tab
        case 0x1B: self = .escape
        case 0x08, 0x7F: self = .backspace
        case 0x00...0x1F:
            let symbol = Character(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            self = .ctrl(Character(symbol.lowercased()))
        default: self = .character(Character(scalar))
        }
    }

    /// How help and the key bar name the key: `q`, `Enter`, `↑`, `^A`.
    package var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return SanitizedText(String(character)).string
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        case .ctrl(let character): return "^" + character.uppercased()
        case .resize: return "Resize"
        }
    }
}
