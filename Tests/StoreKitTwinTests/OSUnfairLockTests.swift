#if os(Linux)
import Foundation
import os
import Testing

/// The os stand-in's `os_unfair_lock`, as SDKs guard their state with it.
@Suite struct OSUnfairLockTests {
    final class Counter: @unchecked Sendable {
        private var lock = os_unfair_lock()
        private var value = 0

        func increment() {
            os_unfair_lock_lock(&lock)
            os_unfair_lock_assert_owner(&lock)
            value += 1
            os_unfair_lock_unlock(&lock)
        }

        var count: Int {
            os_unfair_lock_lock(&lock)
            defer { os_unfair_lock_unlock(&lock) }
            return value
        }

        func tryTwice() -> (Bool, Bool) {
            let first = os_unfair_lock_trylock(&lock)
            let second = os_unfair_lock_trylock(&lock)
            os_unfair_lock_unlock(&lock)
            return (first, second)
        }
    }

    @Test func theLockExcludesOtherThreads() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { counter.increment() }
        }
        #expect(counter.count == 40_000)
        #expect(counter.tryTwice() == (true, false))
    }
}
#endif
