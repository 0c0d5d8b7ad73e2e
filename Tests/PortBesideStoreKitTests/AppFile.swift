import Foundation
import PurchasePort
import StoreKit

// An app's file that imports the port and StoreKit (here the StoreKit twin under StoreKit's
// name): StoreKit's names stay StoreKit's, unqualified, beside the port's. If the port named a
// type as StoreKit does, this file would not compile ("'Transaction' is ambiguous"). (Testing is
// imported in a file of its own: with StoreKit, which brings the UIKit stand-in, it would ask
// for its UIKit overlay.)

/// What an app's purchase code does with StoreKit's own types, named unqualified.
private func productIDs(of transactions: [Transaction]) -> [String] { transactions.map(\.productID) }
private func displayNames(of products: [Product]) -> [String] { products.map(\.displayName) }
private func isCancellation(_ error: StoreKitError) -> Bool {
    if case .userCancelled = error { return true }
    return false
}

/// The same app's port client, beside it in the same file, with the port's names.
private func grants(from transactions: [StoreTransaction], at now: Date) -> [Grant] {
    transactions.filter { $0.entitles(at: now) }.map { Grant(productID: $0.productID, transactionID: $0.id) }
}

/// Each check of the file, true when it holds.
func appFileChecks() -> [Bool] {
    var checks: [Bool] = []
    // Each unqualified name is StoreKit's type; the port's are spelled apart.
    checks.append(Transaction.self == StoreKit.Transaction.self)
    checks.append(Product.self == StoreKit.Product.self)
    checks.append(StoreKitError.self == StoreKit.StoreKitError.self)
    checks.append(VerificationResult<Transaction>.self == StoreKit.VerificationResult<StoreKit.Transaction>.self)
    checks.append(AppStore.self == StoreKit.AppStore.self)
    checks.append(AppTransaction.self == StoreKit.AppTransaction.self)
    checks.append(Storefront.self == StoreKit.Storefront.self)
    checks.append(PurchaseIntent.self == StoreKit.PurchaseIntent.self)
    checks.append(StoreTransaction.self == PurchasePort.StoreTransaction.self)
    checks.append(StoreProduct.self == PurchasePort.StoreProduct.self)
    checks.append(StoreError.self == PurchasePort.StoreError.self)
    // The twin's AccessState and UserMessage are the port's own, so both spellings agree.
    checks.append(AccessState.self == PurchasePort.AccessState.self)
    checks.append(UserMessage.self == PurchasePort.UserMessage.self)
    checks.append(productIDs(of: []).isEmpty && displayNames(of: []).isEmpty && !isCancellation(.networkError(URLError(.notConnectedToInternet))))
    let bought = StoreTransaction(id: 1, originalID: 1, productID: "pro", kind: .unlock, account: "me", device: nil,
                                  purchaseDate: Date(timeIntervalSince1970: 0), originalPurchaseDate: Date(timeIntervalSince1970: 0),
                                  state: .purchased)
    checks.append(grants(from: [bought], at: Date(timeIntervalSince1970: 1)) == [Grant(productID: "pro", transactionID: 1)])
    return checks
}
