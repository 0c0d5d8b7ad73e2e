import Testing
@testable import StoreCore

/// A device is its place in `world.devices`, as a `DeviceIndex`: the devices in the order the
/// session made them, the current one among them.
struct DeviceIndexTests {
    @Test func aDeviceIsItsPlaceInTheWorld() throws {
        var engine = Engine()
        try engine.apply(.product(StoreProduct(id: "pro", kind: .unlock)))
        try engine.apply(.device("ipad"))
        try engine.apply(.device("mac"))
        let devices = engine.devices
        #expect(devices.deviceIndices.map(\.position) == Array(devices.indices))
        #expect(devices.deviceIndices.map { devices[$0].name } == devices.map(\.name))
        #expect(devices[engine.currentDeviceIndex].name == "mac")
        #expect(engine.currentDeviceIndex == DeviceIndex(devices.count - 1))
        try engine.apply(.device("ipad"))
        let ipad = try #require(devices.deviceIndices.first { devices[$0].name == "ipad" })
        #expect(engine.currentDeviceIndex == ipad)
        #expect("device \(ipad)" == "device \(ipad.position)")
    }

    @Test func setsOfDevicesIterateInTheirOrder() {
        var set = DeviceSet()
        for d: DeviceIndex in [3, 0, 70] { set.insert(d) }
        #expect(Array(set) == [0, 3, 70])
        #expect(Array(set).map(\.position) == [0, 3, 70])
    }
}
