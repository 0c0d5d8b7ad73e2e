import Testing

@Suite struct PortBesideStoreKitTests {
    /// AppFile.swift compiles, and each of its names is the type it should be.
    @Test func storeKitNamesAreStoreKitsBesideThePort() {
        let checks = appFileChecks()
        #expect(checks.count == 15)
        #expect(checks.allSatisfy { $0 })
    }
}
