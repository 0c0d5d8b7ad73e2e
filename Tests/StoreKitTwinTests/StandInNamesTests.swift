#if os(Linux)
import os
import SwiftUI
import Testing

/// What store code takes from SwiftUI and os besides the rest: `@Observable` (Observation, which
/// SwiftUI brings), and os's `OSAllocatedUnfairLock`.
@Suite struct StandInNamesTests {
    @Observable final class Entitlements {
        var pro = false
    }

    @Test func swiftUIBringsObservation() {
        let entitlements = Entitlements()
        entitlements.pro = true
        #expect(entitlements.pro)
    }

    @Test func anUnfairLockGuardsItsState() async {
        let purchased = OSAllocatedUnfairLock(initialState: Set<String>())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { purchased.withLock { _ = $0.insert("p\(index % 10)") } }
            }
        }
        #expect(purchased.withLock { $0.count } == 10)
        let plain = OSAllocatedUnfairLock()
        #expect(plain.withLock { 7 } == 7)
        #expect(purchased.lockIfAvailable())
        purchased.unlock()
    }
}
#endif
