/// SwiftUI's `LocalizedStringKey`: the key of a localized text, which purchase code returns from
/// its own helpers for views to show (`"Free week"`, `"\(count) coins"`). The stand-in keeps the
/// key's text; no table is read and nothing is shown.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key, as written (an interpolation's values in place).
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}
