/// What one render produces: the grid to show and where the terminal cursor goes
/// (nil hides it; the `:` prompt shows it).
package struct Frame: Hashable, Sendable {
    package var grid: Grid
    package var cursor: Point?

    package init(grid: Grid, cursor: Point? = nil) {
        self.grid = grid
        self.cursor = cursor
    }
}
