import Testing
@testable import StoreCore

/// The monitor's sets of devices: bits, the first 64 without an allocation.
struct DeviceSetTests {
    @Test func insertTellsWhetherNewAndContainsAcrossWords() {
        var set = DeviceSet()
        #expect(set.isEmpty)
        for d: DeviceIndex in [0, 63, 64, 65, 200, 2_000] {
            let inserted = set.insert(d)
            #expect(inserted)
        }
        for d: DeviceIndex in [0, 63, 64, 200] {
            let inserted = set.insert(d)
            #expect(!inserted)
        }
        for d: DeviceIndex in [0, 63, 64, 65, 200, 2_000] { #expect(set.contains(d)) }
        for d: DeviceIndex in [-1, 1, 62, 66, 199, 1_999, 5_000] { #expect(!set.contains(d)) }
        #expect(!set.isEmpty)
        let negative = set.insert(-3)
        #expect(!negative)
    }

    @Test func iteratesSmallestFirstAndUnites() {
        var low = DeviceSet(), high = DeviceSet()
        for d: DeviceIndex in [5, 1, 130] { low.insert(d) }
        for d: DeviceIndex in [2_000, 64, 1] { high.insert(d) }
        #expect(Array(low) == [1, 5, 130])
        #expect(Array(low.union(high)) == [1, 5, 64, 130, 2_000])
        #expect(Array(high.union(low)) == [1, 5, 64, 130, 2_000])
        #expect(Array(DeviceSet()).isEmpty)
        var onlyHigh = DeviceSet()
        onlyHigh.insert(700)
        #expect(Array(onlyHigh) == [700])
    }
}
