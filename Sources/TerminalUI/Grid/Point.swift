/// A cell position: `x` counts columns from the left, `y` rows from the top, both from 0.
package struct Point: Hashable, Sendable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
