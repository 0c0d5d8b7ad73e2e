@testable import DebuggerUI
import Foundation
import StoreCore
import TerminalUI
import Testing

struct BlockLettersTests {
    static let states: [AccessState] = [
        .checking, .notStarted, .evaluation(daysLeft: 3, endsAt: Date(timeIntervalSince1970: 0)), .expired, .unlocked,
        .subscribed(until: Date(timeIntervalSince1970: 0)), .grace(until: Date(timeIntervalSince1970: 0)), .billingRetry,
        .lapsed(reason: "billing-error"), .revoked,
    ]

    @Test(arguments: states) func everyStateWordHasBlockLetters(_ state: AccessState) throws {
        let word = AccessBadge(state, now: Date(timeIntervalSince1970: 0)).word
        let rows = try #require(BlockLetters.rows(word), "no block letters for \(word)")
        let width = word.reduce(0) { $0 + ($1 == " " ? 2 : 3) } + word.count - 1
        #expect(rows.top.count == width)
        #expect(rows.bottom.count == width)
    }

    @Test func lettersWithoutAGlyphGiveNothing() {
        #expect(BlockLetters.rows("UNLOCKED!") == nil)
        #expect(BlockLetters.rows("unlocked") == nil)
    }

    @Test func blockLettersOnlyWhenTheHeaderIsTall() {
        #expect(DebuggerLayout.headerHeight(for: Size(width: 80, height: 31)) == 5)
        #expect(DebuggerLayout.headerHeight(for: Size(width: 80, height: 32)) == 7)
    }
}
