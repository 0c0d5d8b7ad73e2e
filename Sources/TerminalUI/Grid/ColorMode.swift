/// Whether the screen uses colour or only `TextAttributes`.
package enum ColorMode: Hashable, Sendable {
    case color
    case mono

    /// Mono when `--mono` was given or `NO_COLOR` is set to anything non-empty (no-color.org).
    /// A terminal without colour support falls back to mono at start regardless.
    package static func resolve(monoFlag: Bool, environment: [String: String]) -> ColorMode {
        if monoFlag { return .mono }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .mono }
        return .color
    }
}
