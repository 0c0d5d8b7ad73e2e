import Foundation
@testable import StoreKitConfig
import Testing

/// A subscription group's name is blank exactly when Foundation's whitespace trimming leaves
/// nothing (issue 26, item 9: the check now asks each scalar instead of trimming).
struct BlankGroupNameTests {
    @Test(arguments: ["", " ", "\t", " \t ", "\u{00A0}", "\u{2003}\u{3000}", "\n", " \n ", "a", " a ", "\u{200B}", "Pro", "\u{1680}", "\r", "\u{0B}", "\u{0C}", "\u{1F}", " x", "\u{85}"])
    func blankAsTrimmingSaysIt(_ name: String) {
        #expect(StoreKitCheck.isBlank(name) == name.trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
