// Snapshot "tooSmall_10x3" of a 10x3 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter TerminalUITests; do not edit by hand.
private let recorded = #"""
Too small
   10x3

--- style mask ---
WWWWWWWWW.
...WWWW...
..........
"""#
