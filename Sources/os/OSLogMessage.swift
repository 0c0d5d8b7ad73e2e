/// A log message written as a string interpolation, with the privacy and format options the
/// unified log takes (`\(id, privacy: .public)`); the stand-in writes every value as
/// `String(describing:)` does and ignores the options.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<Value>(_ value: @autoclosure @escaping () -> Value, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }

        public mutating func appendInterpolation<Value: BinaryInteger>(_ value: @autoclosure @escaping () -> Value, format: OSLogIntegerFormatting = .decimal,
                                                                       align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }

        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
    }
}

/// How a logged value is redacted in a release build; the stand-in shows every value.
public struct OSLogPrivacy: Hashable, Sendable {
    private let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }

    /// How a redacted value is masked.
    public struct Mask: Hashable, Sendable {
        private let name: String
        public static let hash = Mask(name: "hash")
        public static let none = Mask(name: "none")
    }
}

/// How a logged integer is written (decimal only, in the stand-in).
public struct OSLogIntegerFormatting: Hashable, Sendable {
    public static let decimal = OSLogIntegerFormatting()
}

/// How a logged floating-point number is written (as `String(describing:)`, in the stand-in).
public struct OSLogFloatFormatting: Hashable, Sendable {
    public static let fixed = OSLogFloatFormatting()
    public static func fixed(precision: Int) -> OSLogFloatFormatting { .fixed }
}

/// How a logged value is padded (not at all, in the stand-in).
public struct OSLogStringAlignment: Hashable, Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
}
