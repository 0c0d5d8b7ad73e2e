import Foundation
import StoreCore

/// The words of StoreKit's other surfaces, which the StoreKit twin's apps reach.
extension Vocabulary {
    /// `storefront CODE locale ID`
    static let locale = "locale"

    /// `app-transaction original-version V …` / `app-transaction app-version V`
    enum AppTransactionFact: String, CaseIterable {
        case originalVersion = "original-version", appVersion = "app-version"
    }

    /// `app-transaction original-version V purchased INSTANT`
    static let purchased = "purchased"
    /// `app-transaction original-version V unverified`
    static let unverified = "unverified"

    /// `sheet ANSWER`
    enum SheetAnswerName: String, CaseIterable {
        case close, cancel, cancelSubscription = "cancel-subscription", changePlan = "change-plan", redeem
        case requestRefund = "request-refund"
    }
}

extension LineReader {
    /// `storefront CODE [locale ID]`
    mutating func storefrontCommand() throws(LineError) -> Command {
        let token = try wordToken("a storefront's three-letter country code (USA, FRA)")
        guard token.text.utf8.count == 3, token.text.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            throw .at(token.column, "expected a storefront's three-letter country code in capitals (USA, FRA), found \(Self.quote(token))")
        }
        var locale: String? = nil
        if take(Vocabulary.locale) {
            let identifier = try wordToken("a locale identifier such as \"fr_FR\"")
            guard PriceLocale.accepts(identifier.text) else {
                throw .at(identifier.column, "expected \(PriceLocale.expectation), found \(Self.quote(identifier))")
            }
            locale = identifier.text
        }
        return .storefront(code: token.text, locale: locale)
    }

    /// `app-transaction original-version V [purchased INSTANT] [unverified]`, `app-transaction app-version V`
    mutating func appTransactionCommand() throws(LineError) -> Command {
        switch try choice(Vocabulary.AppTransactionFact.self) {
        case .originalVersion:
            let version = try word("a version such as 1.2")
            let purchased = take(Vocabulary.purchased) ? try instant() : nil
            let verified = !take(Vocabulary.unverified)
            return .appTransaction(.originalVersion(version, purchased: purchased, verified: verified))
        case .appVersion:
            return .appTransaction(.appVersion(try word("a version such as 2.0")))
        }
    }

    /// `sheet close|cancel|cancel-subscription|change-plan ID|redeem ID OFFER-ID [CODE]|request-refund [REASON]`
    mutating func sheetCommand() throws(LineError) -> Command {
        switch try choice(Vocabulary.SheetAnswerName.self) {
        case .close: return .sheet(.close)
        case .cancel: return .sheet(.cancel)
        case .cancelSubscription: return .sheet(.cancelSubscription)
        case .changePlan: return .sheet(.changePlan(productID: try productID(.autoRenewable)))
        case .redeem:
            guard case .redeemCode(let id, let offerID, let code) = try redeemCodeCommand() else { return .sheet(.close) }
            return .sheet(.redeem(productID: id, offerID: offerID, code: code))
        case .requestRefund:
            return .sheet(.requestRefund(reason: peek == nil ? nil : try word("a reason")))
        }
    }

    /// After `expect transaction TX app-account-token`: a UUID, or `none`.
    mutating func appAccountTokenExpectation(_ reference: TransactionReference) throws(LineError) -> Expectation {
        let token = try wordToken("a UUID such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F, or none")
        if token.text == Vocabulary.none { return .transactionAppAccountToken(reference, nil) }
        guard let uuid = UUID(uuidString: token.text) else {
            throw .at(token.column, "expected a UUID such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F, or none, found \(Self.quote(token))")
        }
        return .transactionAppAccountToken(reference, uuid)
    }
}

/// `storefront …`, `app-transaction …`, `sheet …`, `promote ID`, `tap CONTROL`.
enum StoreSideSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case storefront, appTransaction = "app-transaction", sheet, promote, tap
    }

    static func example(_ name: Name) -> String {
        switch name {
        case .storefront: return "storefront FRA locale fr_FR"
        case .appTransaction: return "app-transaction original-version 1.0"
        case .sheet: return "sheet cancel-subscription"
        case .promote: return "promote com.example.pro"
        case .tap: return "tap manage-subscription"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        switch name {
        case .storefront: return try reader.storefrontCommand()
        case .appTransaction: return try reader.appTransactionCommand()
        case .sheet: return try reader.sheetCommand()
        case .promote: return .promote(productID: try reader.productID())
        default: return .tap(control: try reader.word("the name of a control of the app (manage-subscription)"))
        }
    }

    static func format(_ command: Command) -> String? {
        switch command {
        case .storefront(let code, let locale):
            return locale.map { line(.storefront, code, Vocabulary.locale, $0) } ?? line(.storefront, code)
        case .appTransaction(.originalVersion(let version, let purchased, let verified)):
            var words = [Vocabulary.AppTransactionFact.originalVersion.rawValue, quoted(version)]
            if let purchased { words += [Vocabulary.purchased, InstantFormat.iso(purchased)] }
            if !verified { words.append(Vocabulary.unverified) }
            return ([Name.appTransaction.rawValue] + words).joined(separator: " ")
        case .appTransaction(.appVersion(let version)):
            return line(.appTransaction, Vocabulary.AppTransactionFact.appVersion.rawValue, quoted(version))
        case .sheet(let answer):
            switch answer {
            case .close, .cancel, .cancelSubscription: return line(.sheet, answer.word)
            case .changePlan(let id): return line(.sheet, answer.word, quoted(id))
            case .redeem(let id, let offerID, let code):
                return ([Name.sheet.rawValue, answer.word, quoted(id), quoted(offerID)] + (code.map { [quoted($0)] } ?? []))
                    .joined(separator: " ")
            case .requestRefund(let reason):
                return reason.map { line(.sheet, answer.word, quoted($0)) } ?? line(.sheet, answer.word)
            }
        case .promote(let id):
            return line(.promote, quoted(id))
        case .tap(let control):
            return line(.tap, quoted(control))
        default:
            return nil
        }
    }
}
