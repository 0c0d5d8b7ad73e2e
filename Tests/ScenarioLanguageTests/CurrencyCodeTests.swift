import Foundation
@testable import ScenarioLanguage
import Testing

/// `LineReader.isCurrencyCode` (a search of the sorted list) and `newProductID`'s byte check
/// accept exactly what the lookups they replaced did: the upper-cased word in a `Set` of ICU's
/// codes, and a check of each Unicode scalar.
struct CurrencyCodeTests {
    /// Every code, in upper and lower case, and near misses: each cut, extended, or with a
    /// letter replaced (by ASCII, a non-ASCII letter, a digit or a symbol).
    static let words: [String] = {
        let codes = Locale.commonISOCurrencyCodes
        var words = codes + codes.map { $0.lowercased() } + ["", "a", "ß", "usß", "Ü", "com.example.pro", "pro_1-2.x", "A B"]
        let replacements: [Character] = ["a", "Z", "ß", "é", "1", "-", ".", "_", " ", "\u{0301}"]
        for code in codes {
            words.append(String(code.dropLast()))
            words.append(code + "X")
            for index in code.indices {
                for replacement in replacements {
                    var changed = code
                    changed.replaceSubrange(index...index, with: [replacement])
                    words.append(changed)
                }
            }
        }
        return words
    }()

    @Test func currencyCodesAreWhatTheSetFound() {
        let set = Set(Locale.commonISOCurrencyCodes)
        for word in Self.words {
            #expect(LineReader.isCurrencyCode(word) == set.contains(word.uppercased()), "\(word.debugDescription)")
        }
    }

    @Test func productIDBytesAreWhatTheScalarsAllowed() throws {
        for word in Self.words {
            let byScalar = !word.isEmpty && word.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0)
            }
            #expect(LineReader.isProductID(word) == byScalar, "\(word.debugDescription)")
        }
    }
}
