@testable import DebuggerUI
import StoreCore
import TerminalUI
import Testing

/// The buy picker driven alone, without a session: keys in, what the session must do out.
@Suite struct BuyPickerTests {
    private let products = [
        StoreProduct(id: "com.shop.gold", kind: .unlock, displayName: "Gold"),
        StoreProduct(id: "com.shop.silver", kind: .unlock, displayName: "Silver"),
        StoreProduct(id: "com.shop.season", kind: .consumable, displayName: "Season pass"),
    ]

    @Test func arrowsAndJKMoveWithinTheCatalogue() {
        var picker = BuyPicker()
        #expect(picker.handle(.up, products: products) == .open)
        #expect(picker.selection == 0)
        for key in [Key.down, .character("j"), .down, .down] { #expect(picker.handle(key, products: products) == .open) }
        #expect(picker.selection == 2)
        #expect(picker.handle(.character("k"), products: products) == .open)
        #expect(picker.selection == 1)
    }

    @Test func enterBuysTheHighlightedProductAndABuysItWithAskToBuy() {
        var picker = BuyPicker()
        _ = picker.handle(.down, products: products)
        #expect(picker.handle(.enter, products: products) == .buy(productIndex: 1, outcome: .success))
        #expect(picker.handle(.character("a"), products: products) == .buy(productIndex: 1, outcome: .askToBuy))
    }

    @Test func escQAndBClose() {
        for key in [Key.escape, .character("q"), .character("b")] {
            var picker = BuyPicker()
            #expect(picker.handle(key, products: products) == .close)
        }
    }

    @Test func typingFindsByPrefixThenBySubstringAndBackspaceShortens() {
        var picker = BuyPicker()
        #expect(picker.handle(.character("s"), products: products) == .open)
        #expect(picker == BuyPicker(selection: 1, search: "s"))
        #expect(picker.handle(.character("e"), products: products) == .open)
        #expect(picker == BuyPicker(selection: 2, search: "se"))
        // Once something is typed, letters that are keys elsewhere extend the search.
        #expect(picker.handle(.character("a"), products: products) == .open)
        #expect(picker == BuyPicker(selection: 2, search: "sea"))
        #expect(picker.handle(.backspace, products: products) == .open)
        #expect(picker.handle(.backspace, products: products) == .open)
        #expect(picker == BuyPicker(selection: 1, search: "s"))
        // "pass" is inside a title, not at its start.
        var inside = BuyPicker()
        for character in "pass" { _ = inside.handle(.character(character), products: products) }
        #expect(inside == BuyPicker(selection: 2, search: "pass"))
    }

    @Test func aSearchThatMatchesNothingIsRefusedAndKeepsThePickerAsItWas() {
        var picker = BuyPicker()
        _ = picker.handle(.character("g"), products: products)
        #expect(picker.handle(.character("x"), products: products) == .noMatch(search: "gx"))
        #expect(picker == BuyPicker(selection: 0, search: "g"))
        #expect(picker.handle(.enter, products: products) == .buy(productIndex: 0, outcome: .success))
    }
}
