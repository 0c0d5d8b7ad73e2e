import TerminalUI

/// What the run loop needs of a terminal: its size, a way to show a frame and a way to read
/// what is typed. `Terminal` is the ncurses one; tests drive the loop with a recording fake.
package protocol TerminalDevice: AnyObject {
    /// The size now; after `read` returns `.key(.resize)` it is already the new one.
    var size: Size { get }
    /// Shows `grid`, with the cursor at `cursor` or hidden when nil.
    func draw(_ grid: Grid, cursor: Point?)
    /// Waits up to `timeoutMilliseconds` (negative: for ever; 0: only what is already pending)
    /// for one key; `.hungUp` once the terminal is gone.
    func read(timeoutMilliseconds: Int) -> TerminalInput
}
