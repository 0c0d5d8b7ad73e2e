// Snapshot "tooSmall_30x5" of a 30x5 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter TerminalUITests; do not edit by hand.
private let recorded = #"""
  Terminal too small: 30x5.
  The screen needs at least
            80x24.
 Keys do nothing until it is
    larger; Ctrl-C quits.
--- style mask ---
..WWWWWWWWWWWWWWWWWWWWWWWWW...
..WWWWWWWWWWWWWWWWWWWWWWWWW...
............WWWWWW............
.WWWWWWWWWWWWWWWWWWWWWWWWWWW..
....WWWWWWWWWWWWWWWWWWWWW.....
"""#
