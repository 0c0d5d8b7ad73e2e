import Foundation
import StoreCore
import Testing

/// `Price(amount:currencyCode:)` checks its text in one pass: it accepts exactly what the rule
/// it states accepts (1 to 20 bytes of ASCII digits and at most one dot, neither first nor last),
/// over thousands of seeded texts.
struct PriceTextCheckTests {
    /// The rule, spelled out as the checks were before.
    static func accepted(_ text: String) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty && bytes.count <= 20 && bytes.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x2E }
            && bytes.lazy.filter { $0 == 0x2E }.count <= 1 && bytes.first != 0x2E && bytes.last != 0x2E
    }

    @Test func acceptsWhatTheRuleAccepts() {
        var random = PropertyTests.SeededGenerator(state: 77)
        let alphabet: [String] = ["0", "1", "5", "9", ".", ".", "-", ",", "e", " ", "é", "٣", "x"]
        var texts = ["", ".", "0", "0.", ".0", "1.5", "1..5", "1.5.", String(repeating: "9", count: 20),
                     String(repeating: "9", count: 21), String(repeating: "9", count: 19) + ".", "1" + String(repeating: "0", count: 18) + ".5"]
        for index in 0..<6_000 {
            let length = Int(random.next() % 24)
            if index % 2 == 0 {
                // Every other text digits with a dot somewhere or none, most of which are read.
                var text = (0..<length).map { _ in String(random.next() % 10) }.joined()
                if random.next() % 3 != 0 {
                    text.insert(".", at: text.index(text.startIndex, offsetBy: Int(random.next() % UInt64(length + 1))))
                }
                texts.append(text)
            } else {
                texts.append((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined())
            }
        }
        var accepted = 0
        for text in texts {
            let price = Price(amount: text, currencyCode: "USD")
            #expect((price != nil) == Self.accepted(text), "\(text.debugDescription)")
            if price != nil { accepted += 1 }
        }
        #expect(accepted > 1_000)
    }
}
