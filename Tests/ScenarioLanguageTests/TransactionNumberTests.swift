@testable import ScenarioLanguage
import Testing

/// `LineReader.transactionNumber` reads `#N` from its bytes: it gives a number exactly where
/// the `hasPrefix`, `dropFirst`, digit check and `Int(_:)` it stands in front of gave one.
struct TransactionNumberTests {
    /// What `LineReader.transaction` found before, for a word that names no product.
    static func byCharacters(_ text: String) -> Int? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard LineReader.isDigits(digits), let number = Int(digits), number >= 1 else { return nil }
        return number
    }

    @Test func numbersAreWhatTheCharacterReadingFound() {
        var words = ["", "#", "#0", "#00", "#1", "#01", "#9", "#10", "#007", "1", "12", "last", "#-1", "#+1", "# 1", "#1 ",
                     "##1", "#1#", "#١", "#\u{0301}1", "#1\u{0301}", "＃1", "#12a", "#a12", "#9223372036854775807",
                     "#9223372036854775808", "#09223372036854775807", "#99999999999999999999", "#1.5", "#1e3", "#ß"]
        var generator = SeededGenerator(state: 26)
        let pieces = ["#", "0", "1", "5", "9", "a", "-", "+", " ", "é", "\u{0301}", "٣", "#", "00", "99999"]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...8, using: &generator)
            words.append((0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for word in words {
            #expect(LineReader.transactionNumber(word) == Self.byCharacters(word), "\(word.debugDescription)")
        }
    }
}
