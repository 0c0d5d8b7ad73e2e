import Foundation
import PurchasePort

/// A field StoreKit gives the app about a transaction that `expect transaction TX FIELD VALUE`
/// checks. Each field is spelled, read and compared here, in one place: a new field is a new case.
package enum TransactionField: Hashable, Sendable {
    /// `price AMOUNT [CURRENCY]`: `Transaction.price` and `currency`, what the customer paid.
    case price(ExpectedPrice)
    /// `ownership purchased|family-shared`: `Transaction.ownershipType`.
    case ownership(StoreTransaction.Ownership)
    /// `revocation developer-issue|other|family-sharing-stopped|none`: `Transaction.revocationReason`.
    case revocation(RevocationReason?)
    /// `environment production|sandbox|xcode`: `Transaction.environment`.
    case environment(StoreEnvironment)

    /// The field's name, as written after `expect transaction TX`.
    package var name: String {
        switch self {
        case .price: return "price"
        case .ownership: return "ownership"
        case .revocation: return "revocation"
        case .environment: return "environment"
        }
    }

    /// The words after `expect transaction TX`, as written.
    package var words: [String] {
        switch self {
        case .price(let price): return [name] + price.words
        case .ownership(let ownership): return [name, ownership.rawValue]
        case .revocation(let reason): return [name, reason?.rawValue ?? "none"]
        case .environment(let environment): return [name, environment.rawValue]
        }
    }

    /// What `tx` holds of this field, in the words `words` would use; nil when it holds what is expected.
    func mismatch(in tx: StoreTransaction) -> String? {
        switch self {
        case .price(let expected):
            guard let price = tx.price else { return "no price" }
            return expected.matches(price) ? nil : ExpectedPrice.words(of: price).joined(separator: " ")
        case .ownership(let ownership):
            return tx.ownership == ownership ? nil : tx.ownership.rawValue
        case .revocation(let reason):
            return tx.revocationReason == reason ? nil : tx.revocationReason?.rawValue ?? "none"
        case .environment(let environment):
            return tx.environment == environment ? nil : tx.environment.rawValue
        }
    }
}

/// A price an expectation names: an amount, and a currency unless left out.
package struct ExpectedPrice: Hashable, Sendable {
    package let amount: Decimal
    package let currencyCode: String?

    package init(amount: Decimal, currencyCode: String?) {
        self.amount = amount
        self.currencyCode = currencyCode?.uppercased()
    }

    package func matches(_ price: Price) -> Bool {
        price.amount == amount && (currencyCode == nil || currencyCode == price.currencyCode)
    }

    package var words: [String] { [PriceFormatters.text(of: amount)] + (currencyCode.map { [$0] } ?? []) }

    /// `9.99 USD`
    package static func words(of price: Price) -> [String] { [PriceFormatters.text(of: price.amount), price.currencyCode] }
}

/// The App Store environment a transaction comes from (`AppStore.Environment`). The debugger's
/// store is a local test store, as Xcode's StoreKit testing is: every transaction is `xcode`.
package enum StoreEnvironment: String, CaseIterable, Hashable, Sendable {
    case production, sandbox, xcode
}

extension StoreTransaction {
    /// `environment`: the debugger's store is Xcode's local test environment.
    package var environment: StoreEnvironment { .xcode }
}
