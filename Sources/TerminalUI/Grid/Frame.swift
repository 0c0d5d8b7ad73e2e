/// What one render produces: the grid to show and where the terminal cursor goes
/// (nil hides it; the `:` prompt shows it).
public struct Frame: Hashable, Sendable {
    public var grid: Grid
    public var cursor: Point?

    public init(grid: Grid, cursor: Point? = nil) {
        self.grid = grid
        self.cursor = cursor
    }
}
