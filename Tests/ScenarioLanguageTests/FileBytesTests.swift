import Foundation
import ScenarioLanguage
import StoreKitConfig
import Testing

/// A file read as an array of bytes (`FileReader.readBytes`) holds what Foundation reads from it,
/// and two byte arrays compared by memcmp (`StoreKitBridge.sameBytes`) are the same exactly when
/// `==` says so, over seeded inputs.
struct FileBytesTests {
    @Test func readsWhatFoundationReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = SplitMix64(seed: 28)
        for size in [0, 1, 2, 4095, 4096, 4097, 65_535, 65_536, 65_537, 200_000] + (0..<20).map({ _ in Int.random(in: 0...9_000, using: &random) }) {
            let url = folder.appendingPathComponent("\(size).bin")
            try Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }).write(to: url)
            let foundation = [UInt8](try Data(contentsOf: url))
            #expect(try FileReader.readBytes(path: url.path, limit: 1 << 20) == foundation)
            #expect(try FileReader.readBytes(path: url.path, limit: size) == foundation)
            #expect(try [UInt8](FileReader.read(path: url.path, limit: size)) == foundation)
            if size > 0 {
                #expect(throws: FileReader.Failure.self) { try FileReader.readBytes(path: url.path, limit: size - 1) }
            }
        }
    }

    @Test func comparesAsEqualityDoes() {
        var random = SplitMix64(seed: 29)
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...3, using: &random) }
            var b = a
            switch Int.random(in: 0..<4, using: &random) {
            case 0: break
            case 1: if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &random)] = UInt8.random(in: 0...3, using: &random) }
            case 2: b.append(UInt8.random(in: 0...3, using: &random))
            default: b = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...3, using: &random) }
            }
            #expect(StoreKitBridge.sameBytes(a, b) == (a == b))
        }
    }
}
