import Foundation

/// One row of a timeline: a subscription group, a product, a device's evaluation window, or
/// what a device's app showed.
package struct TimelineLane: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case subscriptionGroup, product, evaluation, access
    }

    package let kind: Kind
    /// `group pro`, `com.example.app.permanentUnlock`, `phone evaluation`, `phone shows`.
    package let title: String
    /// Oldest first; later ones are drawn over earlier ones.
    package let periods: [TimelinePeriod]
    /// Oldest first; drawn over the periods.
    package let marks: [TimelineMark]

    package init(kind: Kind, title: String, periods: [TimelinePeriod], marks: [TimelineMark]) {
        self.kind = kind
        self.title = title
        self.periods = periods
        self.marks = marks
    }

    /// The marks with where to draw their glyphs, given where an instant falls (`position`: a
    /// column, a pixel; nil outside the view), how wide a glyph is and the last position there is
    /// room for: a mark that would land on or before the one drawn before it is set just after
    /// it, so marks at one instant (a purchase refunded, then an Ask to Buy approved, in the same
    /// minute) stand side by side in time order instead of hiding each other; a run pushed past
    /// `last` is moved back to end there.
    package func placedMarks(glyphWidth: Int, last: Int? = nil,
                            position: (Date) -> Int?) -> [(mark: TimelineMark, position: Int)] {
        var placed: [(mark: TimelineMark, position: Int)] = []
        for mark in marks {
            guard var at = position(mark.at) else { continue }
            if let previous = placed.last?.position, at <= previous { at = previous + glyphWidth }
            placed.append((mark, at))
        }
        if let last {
            var limit = last
            for index in placed.indices.reversed() {
                placed[index].position = min(placed[index].position, limit)
                limit = placed[index].position - glyphWidth
            }
        }
        return placed
    }
}
