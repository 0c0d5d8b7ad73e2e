/// What a cell means on screen. The terminal runtime picks a colour per role; in mono mode
/// it uses `monoAttributes`, so every role stays readable without colour. Meaning should never
/// be carried by colour alone: a status drawn in a status role also needs a text marker.
///
/// Style mask legend (`Grid.styleMask`, one character per cell):
///
/// | char | role            | char | role          |
/// |------|-----------------|------|---------------|
/// | `.`  | normal          | `N`  | statusNeutral |
/// | `d`  | dim             | `V`  | alarm         |
/// | `H`  | heading         | `W`  | warning       |
/// | `b`  | border          | `E`  | error         |
/// | `S`  | selection       | `P`  | prompt        |
/// | `K`  | keyHint         | `O`  | overlay       |
/// | `k`  | keyBar          | `G`  | statusGood    |
/// | `A`  | statusCaution   | `D`  | statusBad     |
package enum StyleRole: CaseIterable, Hashable, Sendable {
    case normal
    /// Secondary text: timestamps, hints, empty-list notes.
    case dim
    /// Pane and overlay titles, column headers.
    case heading
    /// Box lines and rules.
    case border
    /// The selected row of a list.
    case selection
    /// The key itself in the key bar and in help (`q`, `?`).
    case keyHint
    /// The key bar's background and labels.
    case keyBar
    /// A status that is good (the debugger: access granted).
    case statusGood
    /// A status that is good for now but needs attention (the debugger: a grace period, the
    /// last days of an evaluation).
    case statusCaution
    /// A status that is bad (the debugger: access denied).
    case statusBad
    /// A status that is neither good nor bad (the debugger: checking, not started).
    case statusNeutral
    /// Something broke that must not go unseen (the debugger: a monitor violation).
    case alarm
    case warning
    case error
    /// A line being typed (`LineEditor`).
    case prompt
    /// The inside of an overlay box (help, pickers, confirmations).
    case overlay

    /// The character `Grid.styleMask` writes for a cell of this role.
    package var maskCharacter: Character {
        switch self {
        case .normal: return "."
        case .dim: return "d"
        case .heading: return "H"
        case .border: return "b"
        case .selection: return "S"
        case .keyHint: return "K"
        case .keyBar: return "k"
        case .statusGood: return "G"
        case .statusCaution: return "A"
        case .statusBad: return "D"
        case .statusNeutral: return "N"
        case .alarm: return "V"
        case .warning: return "W"
        case .error: return "E"
        case .prompt: return "P"
        case .overlay: return "O"
        }
    }

    /// How the role is drawn without colour (`--mono`, `NO_COLOR`, or a terminal without colours).
    package var monoAttributes: TextAttributes {
        switch self {
        case .normal, .overlay: return []
        case .dim, .border: return .dim
        case .heading: return [.bold, .underline]
        case .selection, .keyBar: return .reverse
        case .keyHint, .statusGood, .statusNeutral, .warning, .prompt: return .bold
        case .statusCaution, .error: return [.bold, .underline]
        case .statusBad, .alarm: return [.bold, .reverse]
        }
    }
}
