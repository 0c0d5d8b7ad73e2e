import Foundation
import TerminalRuntime

/// The interactive debugger: refuses when not on a terminal, then runs the screen.
enum Interactive {
    static func run(scenario: String?, storekit: String?, mono: Bool) -> Int32 {
        InteractiveTerminal.requireOrExit()
        print("The interactive screen is not wired yet; use 'storedbg run' for scenarios.")
        return 0
    }
}
