import CNcurses
import TerminalUI

/// How each `StyleRole` looks in colour. The colour pair of a role is its index in
/// `StyleRole.allCases` plus one; pair 0 is the terminal's default.
struct Palette {
    /// One role's colours and the attributes drawn with them. -1 is the terminal's default colour.
    struct Look {
        let foreground: Int16
        let background: Int16
        let attributes: TextAttributes
    }

    static func look(of role: StyleRole) -> Look {
        let standard: Int16 = -1
        // Not the literal `[]`: across modules it is built from an array, whose generic type
        // the runtime looks up by name (0.3 M instructions before the first frame).
        let plain = TextAttributes()
        switch role {
        case .normal, .overlay: return Look(foreground: standard, background: standard, attributes: plain)
        case .dim: return Look(foreground: standard, background: standard, attributes: .dim)
        case .heading: return Look(foreground: Int16(COLOR_CYAN), background: standard, attributes: .bold)
        case .border: return Look(foreground: Int16(COLOR_BLUE), background: standard, attributes: plain)
        case .selection: return Look(foreground: Int16(COLOR_BLACK), background: Int16(COLOR_CYAN), attributes: plain)
        case .keyHint: return Look(foreground: Int16(COLOR_YELLOW), background: Int16(COLOR_BLUE), attributes: .bold)
        case .keyBar: return Look(foreground: Int16(COLOR_WHITE), background: Int16(COLOR_BLUE), attributes: plain)
        case .statusGood: return Look(foreground: Int16(COLOR_GREEN), background: standard, attributes: .bold)
        case .statusCaution: return Look(foreground: Int16(COLOR_YELLOW), background: standard, attributes: .bold)
        case .statusBad: return Look(foreground: Int16(COLOR_RED), background: standard, attributes: .bold)
        case .statusNeutral: return Look(foreground: standard, background: standard, attributes: .bold)
        case .alarm: return Look(foreground: Int16(COLOR_WHITE), background: Int16(COLOR_RED), attributes: .bold)
        case .warning: return Look(foreground: Int16(COLOR_YELLOW), background: standard, attributes: plain)
        case .error: return Look(foreground: Int16(COLOR_RED), background: standard, attributes: .bold)
        case .prompt: return Look(foreground: standard, background: standard, attributes: .bold)
        }
    }
}
