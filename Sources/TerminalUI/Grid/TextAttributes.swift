/// The colourless attributes every terminal can show. Mono mode draws with these alone.
package struct TextAttributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let bold = TextAttributes(rawValue: 1 << 0)
    package static let reverse = TextAttributes(rawValue: 1 << 1)
    package static let underline = TextAttributes(rawValue: 1 << 2)
    package static let dim = TextAttributes(rawValue: 1 << 3)
}
