import Testing
@testable import ScenarioLanguage

/// Issue 26, item 9 (fourth round): a scenario's lines are cut, and NUL looked for, by memchr(3);
/// where it finds a byte is where `firstIndex(of:)` finds it, over seeded slices of every
/// length and start (empty ones, ones without the byte, ones starting past the array's start).
struct LineCuttingTests {
    @Test func memchrFindsWhatFirstIndexFinds() {
        var random = SeededGenerator(state: 10)
        var compared = 0
        for _ in 0..<5_000 {
            let count = Int(random.next() % 300)
            let bytes = (0..<count).map { _ in [UInt8(ascii: "\n"), 0, UInt8(ascii: "a"), 0xC3, UInt8(ascii: " ")][Int(random.next() % 5)] }
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            let end = start + Int(random.next() % UInt64(count - start + 1))
            let slice = bytes[start..<end]
            for byte in [UInt8(ascii: "\n"), 0, UInt8(ascii: "z")] {
                #expect(Scenario.firstIndex(of: byte, in: slice) == slice.firstIndex(of: byte), "\(start)..<\(end) \(byte)")
                compared += 1
            }
        }
        #expect(compared == 15_000)
    }
}
