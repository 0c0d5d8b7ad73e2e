import Foundation
import PurchasePort

/// What the store did besides purchases and renewals, for StoreKit's other surfaces: the
/// storefront, the app's own download, the sheets the app presents, promoted purchases.
package enum StoreSideFact: Hashable, Sendable {
    /// `Storefront now FRA (prices in fr_FR)`
    case storefrontChanged(StorefrontState)
    /// `Account 'a' first got the app at version 1.2, 2025-01-01T00:00:00Z (app transaction verified)`
    case appTransactionSet(account: String, AppPurchase)
    /// `The app's version is now 2.0`
    case appVersionSet(String)
    /// `The app presents the store's manage-subscriptions sheet; it waits for the customer's answer (sheet …)`
    case sheetPresented(StoreSheet)
    /// `The store cannot present the manage-subscriptions sheet: network-error; the app's call throws`
    case sheetRefused(StoreSheet, SheetFailure)
    /// `The customer answers the manage-subscriptions sheet: close`
    case sheetAnswered(StoreSheet, SheetAnswer)
    /// `The App Store received a refund request for #3 (reason: …); no refund unless one is granted (refund #3)`
    case refundRequested(transaction: TransactionID, reason: String?)
    /// `The App Store promotes P: the customer taps it on the app's product page`
    case promoted(product: String)
    /// `The user taps manage-subscription in the app`
    case controlTapped(String)

    var kind: Event.Kind {
        switch self {
        case .storefrontChanged, .appTransactionSet, .appVersionSet: return .setup
        case .sheetPresented, .sheetAnswered, .promoted, .controlTapped: return .app
        case .sheetRefused, .refundRequested: return .store
        }
    }

    var sentence: String {
        switch self {
        case .storefrontChanged(let storefront):
            return "Storefront now \(storefront.countryCode) (prices in \(storefront.localeIdentifier))"
        case .appTransactionSet(let account, let purchase):
            return "Account '\(account)' first got the app at version \(purchase.originalAppVersion), \(InstantFormat.iso(purchase.originalPurchaseDate))"
                + (purchase.verified ? "" : " (its app transaction fails verification)")
        case .appVersionSet(let version):
            return "The app's version is now \(version)"
        case .sheetPresented(let sheet):
            return "The app presents the store's \(sheet.name) sheet; it waits for the customer's answer (sheet …)"
        case .sheetRefused(let sheet, let failure):
            return "The store cannot present the \(sheet.name) sheet: \(failure.rawValue); the app's call throws"
        case .sheetAnswered(let sheet, let answer):
            return "The customer answers the \(sheet.name) sheet: \(SheetAnswerWords.spelled(answer))"
        case .refundRequested(let id, let reason):
            return "The App Store received a refund request for #\(id)\(reason.map { " (reason: \($0))" } ?? ""); no refund unless one is granted (refund #\(id))"
        case .promoted(let product):
            return "The App Store promotes \(product): the customer taps it on the app's product page"
        case .controlTapped(let control):
            return "The user taps \(control) in the app"
        }
    }
}

/// A sheet answer as the `sheet` command spells it.
package enum SheetAnswerWords {
    package static func spelled(_ answer: SheetAnswer) -> String {
        switch answer {
        case .close, .cancel, .cancelSubscription: return answer.word
        case .changePlan(let id): return "\(answer.word) \(id)"
        case .redeem(let id, let offerID, let code): return ([answer.word, id, offerID] + (code.map { [$0] } ?? [])).joined(separator: " ")
        case .requestRefund(let reason): return reason.map { "\(answer.word) \($0)" } ?? answer.word
        }
    }
}
