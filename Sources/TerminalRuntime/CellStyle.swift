import CNcurses
import TerminalUI

/// A role resolved for curses: attribute bits and colour pair.
struct CellStyle {
    let attributes: Int32
    let pair: Int32

    /// The curses style of every role. In colour mode this also defines the colour pairs,
    /// so call it after `start_color`.
    static func resolveAll(colorMode: ColorMode) -> [StyleRole: CellStyle] {
        var styles: [StyleRole: CellStyle] = [:]
        let defaultColorsWork = colorMode == .color && use_default_colors() == storedbg_ok()
        for (index, role) in StyleRole.allCases.enumerated() {
            switch colorMode {
            case .mono:
                styles[role] = CellStyle(attributes: bits(role.monoAttributes), pair: 0)
            case .color:
                let look = Palette.look(of: role)
                let pair = Int16(index + 1)
                // Without default-colour support, -1 is not a colour: fall back to white on black.
                let foreground = look.foreground >= 0 || defaultColorsWork ? look.foreground : Int16(COLOR_WHITE)
                let background = look.background >= 0 || defaultColorsWork ? look.background : Int16(COLOR_BLACK)
                init_pair(pair, foreground, background)
                styles[role] = CellStyle(attributes: bits(look.attributes), pair: Int32(pair))
            }
        }
        return styles
    }

    private static func bits(_ attributes: TextAttributes) -> Int32 {
        var bits = storedbg_a_normal()
        if attributes.contains(.bold) { bits |= storedbg_a_bold() }
        if attributes.contains(.reverse) { bits |= storedbg_a_reverse() }
        if attributes.contains(.underline) { bits |= storedbg_a_underline() }
        if attributes.contains(.dim) { bits |= storedbg_a_dim() }
        return bits
    }
}
