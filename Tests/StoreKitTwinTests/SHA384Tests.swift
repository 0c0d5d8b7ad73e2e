import Testing
@testable import StoreKitTwin

/// The twin's SHA-384 against Python's `hashlib` (FIPS 180-4's own "abc" among them), at the
/// padding's edges: 111 bytes fit one block with the length, 112 need a second.
@Suite struct SHA384Tests {
    @Test(arguments: [
        ("", "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b"),
        ("abc", "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"),
        (String(repeating: "a", count: 111), "3c37955051cb5c3026f94d551d5b5e2ac38d572ae4e07172085fed81f8466b8f90dc23a8ffcdea0b8d8e58e8fdacc80a"),
        (String(repeating: "a", count: 112), "187d4e07cb306103c69967bf544d0dfbe9042577599c73c330abc0cb64c61236d5ed565ee19119d8c31779a38f791fcd"),
        (String(repeating: "a", count: 1000), "f54480689c6b0b11d0303285d9a81b21a93bca6ba5a1b4472765dca4da45ee328082d469c650cd3b61b16d3266ab8ced"),
    ])
    func theHashIsSHA384(message: String, expected: String) {
        let hex = SHA384.hash(Array(message.utf8)).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
        #expect(hex == expected)
    }
}
