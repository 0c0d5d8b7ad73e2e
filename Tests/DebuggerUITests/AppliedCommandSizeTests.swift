import DebuggerUI
import StoreCore
import Testing

/// The session's record holds every command applied, a million in a long session.
@Suite struct AppliedCommandSizeTests {
    @Test func anAppliedCommandTakes56Bytes() {
        #expect(MemoryLayout<AppliedCommand>.stride <= 56)
    }
}
