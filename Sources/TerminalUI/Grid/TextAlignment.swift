/// Where a line of text sits inside a wider rectangle.
package enum TextAlignment: Hashable, Sendable {
    case leading
    case centred
    case trailing
}
