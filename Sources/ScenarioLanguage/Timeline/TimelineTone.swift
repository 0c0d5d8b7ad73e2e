/// What a period or mark means for the user, shared by the screen's styles and the SVG's
/// colours: access, access that needs attention, no access, nothing decided, waiting.
package enum TimelineTone: String, CaseIterable, Hashable, Sendable {
    case granted, warning, denied, neutral, waiting
}
