/// What a cell means on screen. The terminal runtime picks a colour per role; in mono mode
/// it uses `monoAttributes`, so every role stays readable without colour. Meaning is never
/// carried by colour alone: access states and violations also have a text marker.
///
/// Style mask legend (`Grid.styleMask`, one character per cell):
///
/// | char | role            | char | role          |
/// |------|-----------------|------|---------------|
/// | `.`  | normal          | `N`  | accessNeutral |
/// | `d`  | dim             | `V`  | violation     |
/// | `H`  | heading         | `W`  | warning       |
/// | `b`  | border          | `E`  | error         |
/// | `S`  | selection       | `P`  | prompt        |
/// | `K`  | keyHint         | `O`  | overlay       |
/// | `k`  | keyBar          | `G`  | accessGranted |
/// | `A`  | accessWarning   | `D`  | accessDenied  |
public enum StyleRole: CaseIterable, Hashable, Sendable {
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
    /// An AccessState that lets the user in (unlocked, subscribed, evaluation with days left).
    case accessGranted
    /// An AccessState that lets the user in for now but needs attention (grace, last days).
    case accessWarning
    /// An AccessState that locks the user out (expired, revoked, lapsed).
    case accessDenied
    /// An AccessState that is neither (checking, not started).
    case accessNeutral
    /// A monitor invariant the client broke.
    case violation
    case warning
    case error
    /// The `:` command line.
    case prompt
    /// The inside of an overlay box (help, pickers, confirmations).
    case overlay

    /// The character `Grid.styleMask` writes for a cell of this role.
    public var maskCharacter: Character {
        switch self {
        case .normal: return "."
        case .dim: return "d"
        case .heading: return "H"
        case .border: return "b"
        case .selection: return "S"
        case .keyHint: return "K"
        case .keyBar: return "k"
        case .accessGranted: return "G"
        case .accessWarning: return "A"
        case .accessDenied: return "D"
        case .accessNeutral: return "N"
        case .violation: return "V"
        case .warning: return "W"
        case .error: return "E"
        case .prompt: return "P"
        case .overlay: return "O"
        }
    }

    /// How the role is drawn without colour (`--mono`, `NO_COLOR`, or a terminal without colours).
    public var monoAttributes: TextAttributes {
        switch self {
        case .normal, .overlay: return []
        case .dim, .border: return .dim
        case .heading: return [.bold, .underline]
        case .selection, .keyBar: return .reverse
        case .keyHint, .accessGranted, .accessNeutral, .warning, .prompt: return .bold
        case .accessWarning, .error: return [.bold, .underline]
        case .accessDenied, .violation: return [.bold, .reverse]
        }
    }
}
