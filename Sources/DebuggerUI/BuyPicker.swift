import StoreCore
import TerminalUI

/// The `b` product picker, a child state of the session: the highlighted catalogue row and
/// what has been typed ahead to find one. It opens on the first row with nothing typed (never
/// where it was last left, so Down-Down-Down buys what the picker shows). Pure: `handle` takes a
/// key and the catalogue's products and says, as data, what the session must do.
package struct BuyPicker: Hashable, Sendable {
    /// The highlighted row of the catalogue's products.
    package private(set) var selection: Int
    /// What the type-ahead has typed so far.
    package private(set) var search: String

    package init(selection: Int = 0, search: String = "") {
        self.selection = selection
        self.search = search
    }

    /// What a key asks of the session.
    package enum Outcome: Hashable, Sendable {
        /// The picker stays open (it may have moved or found a product).
        case open
        /// The picker closes without buying.
        case close
        /// The picker closes and the product at `productIndex` is bought with `outcome`.
        case buy(productIndex: Int, outcome: PurchaseOutcome)
        /// No product starts with or contains `search`: the picker stays as it was.
        case noMatch(search: String)
    }

    /// The picker's keys: ↑ ↓ (and `k` `j`) choose, Enter buys, `a` asks to buy, Esc (`q`, `b`)
    /// cancels. Any other character types ahead: the highlight goes to the first product whose
    /// title or id starts with what was typed (else contains it); once something is typed, every
    /// character extends it and Backspace shortens it.
    package mutating func handle(_ key: Key, products: [StoreProduct]) -> Outcome {
        // While a search is typed, letters extend it rather than act.
        let command = search.isEmpty ? key : (key == .up || key == .down || key == .escape ? key : nil)
        let outcome: PurchaseOutcome
        switch (command, key) {
        case (.up, _), (.character("k"), _):
            selection = max(0, selection - 1)
            return .open
        case (.down, _), (.character("j"), _):
            selection = min(products.count - 1, selection + 1)
            return .open
        case (_, .enter): outcome = .success
        case (.character("a"), _): outcome = .askToBuy
        case (.escape, _), (.character("q"), _), (.character("b"), _):
            return .close
        case (_, .backspace):
            search = String(search.dropLast())
            selection = Self.firstProduct(matching: search, in: products) ?? selection
            return .open
        case (_, .character(let character)):
            let extended = search + String(character)
            guard let match = Self.firstProduct(matching: extended, in: products) else { return .noMatch(search: extended) }
            search = extended
            selection = match
            return .open
        default:
            return .open
        }
        guard products.indices.contains(selection) else { return .close }
        return .buy(productIndex: selection, outcome: outcome)
    }

    /// The first product whose title or id starts with `search` (any case), else the first
    /// that contains it; nil for an empty search or no match.
    static func firstProduct(matching search: String, in products: [StoreProduct]) -> Int? {
        let needle = search.lowercased()
        guard !needle.isEmpty else { return nil }
        let names = products.map { ($0.title.lowercased(), $0.id.lowercased()) }
        return names.firstIndex { $0.0.hasPrefix(needle) || $0.1.hasPrefix(needle) }
            ?? names.firstIndex { $0.0.contains(needle) || $0.1.contains(needle) }
    }
}
