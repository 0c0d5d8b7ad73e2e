import Foundation

/// The App Store storefront the device's account buys in (StoreKit's `Storefront`): a
/// three-letter country code, and the locale prices are written in there.
public struct StorefrontState: Hashable, Sendable {
    /// `countryCode`, e.g. `USA`.
    public let countryCode: String
    /// The locale of the storefront's prices (`en_US`).
    public let localeIdentifier: String

    public init(countryCode: String, localeIdentifier: String) {
        self.countryCode = countryCode
        self.localeIdentifier = localeIdentifier
    }

    /// StoreKit's `Storefront.id`: the App Store's numeric storefront id for the country codes
    /// the twin knows (`USA` 143441 …), else a number made from the code's letters.
    public var id: String {
        if let known = Self.knownIDs[countryCode] { return known }
        let number = countryCode.unicodeScalars.reduce(140_000) { ($0 * 31 + Int($1.value)) % 900_000 + 100_000 }
        return String(number)
    }

    private static let knownIDs: [String: String] = [
        "USA": "143441", "GBR": "143444", "DEU": "143443", "FRA": "143442", "JPN": "143462", "CAN": "143455",
        "AUS": "143460", "CHE": "143459", "ITA": "143450", "ESP": "143454", "NLD": "143452", "BRA": "143503",
        "IND": "143467", "CHN": "143465", "MEX": "143468", "SWE": "143456",
    ]
}

/// The app's own download by an account (StoreKit's `AppTransaction`): the version the device
/// runs, the version the account first got, and when.
public struct AppPurchase: Hashable, Sendable {
    /// `appVersion`: the build the devices run (`app-transaction app-version V`; `1.0` by default).
    public var appVersion: String
    /// `originalAppVersion`: the version the account first downloaded (the app's version unless
    /// `app-transaction original-version V` said otherwise).
    public var originalAppVersion: String
    /// `originalPurchaseDate`: when the account first got the app.
    public var originalPurchaseDate: Date
    /// A scenario said the account got an earlier version (`app-transaction original-version`):
    /// a grant resting on the app purchase (`ClientReport.restsOnAppPurchase`) stands only then.
    public var fromEarlierVersion: Bool
    /// Whether StoreKit's signature over it checks (`app-transaction … unverified` makes it fail).
    public var verified: Bool

    public init(appVersion: String = "1.0", originalAppVersion: String = "1.0", originalPurchaseDate: Date,
                fromEarlierVersion: Bool = false, verified: Bool = true) {
        self.appVersion = appVersion
        self.originalAppVersion = originalAppVersion
        self.originalPurchaseDate = originalPurchaseDate
        self.fromEarlierVersion = fromEarlierVersion
        self.verified = verified
    }
}

/// A change `app-transaction …` makes.
@usableFromInline package enum AppTransactionSetting: Hashable, Sendable {
    /// `app-transaction original-version V [purchased INSTANT] [unverified]`: the current
    /// account first got version V (at INSTANT).
    case originalVersion(String, purchased: Date?, verified: Bool)
    /// `app-transaction app-version V`: the build the devices run from now on.
    case appVersion(String)
}

/// A sheet of the App Store's the app presents over itself, which the customer answers.
public enum StoreSheet: Hashable, Sendable {
    /// `AppStore.showManageSubscriptions(in:)`.
    case manageSubscriptions
    /// `AppStore.presentOfferCodeRedeemSheet(in:)`, SK1's `presentCodeRedemptionSheet()`.
    case offerCodeRedemption
    /// `Transaction.beginRefundRequest(for:in:)` for transaction `transactionID`.
    case refundRequest(transactionID: TransactionID)

    /// The sheet's name in the event log.
    public var name: String {
        switch self {
        case .manageSubscriptions: return "manage-subscriptions"
        case .offerCodeRedemption: return "offer-code"
        case .refundRequest(let id): return "refund-request for #\(id)"
        }
    }
}

/// How the customer answers the open sheet (`sheet …`).
public enum SheetAnswer: Hashable, Sendable {
    /// `sheet close`: dismisses a manage-subscriptions or offer-code sheet.
    case close
    /// `sheet cancel`: cancels a refund request's submission.
    case cancel
    /// `sheet cancel-subscription`: turns auto-renew off for the app's running subscription.
    case cancelSubscription
    /// `sheet change-plan ID`: another product of the running subscription's group.
    case changePlan(productID: String)
    /// `sheet redeem ID OFFER-ID [CODE]`: an offer code redeemed in the offer-code sheet.
    case redeem(productID: String, offerID: String, code: String?)
    /// `sheet request-refund [REASON]`: submits the refund request.
    case requestRefund(reason: String?)

    /// The answer's word.
    public var word: String {
        switch self {
        case .close: return "close"
        case .cancel: return "cancel"
        case .cancelSubscription: return "cancel-subscription"
        case .changePlan: return "change-plan"
        case .redeem: return "redeem"
        case .requestRefund: return "request-refund"
        }
    }

    /// Whether the answer is one `sheet` offers.
    public func answers(_ sheet: StoreSheet) -> Bool {
        switch (self, sheet) {
        case (.close, .manageSubscriptions), (.cancelSubscription, .manageSubscriptions), (.changePlan, .manageSubscriptions):
            return true
        case (.close, .offerCodeRedemption), (.redeem, .offerCodeRedemption):
            return true
        case (.cancel, .refundRequest), (.requestRefund, .refundRequest):
            return true
        default:
            return false
        }
    }
}

/// What the app's call that presented a sheet returns.
public enum SheetOutcome: Hashable, Sendable {
    /// The sheet was dismissed: `showManageSubscriptions` and `presentOfferCodeRedeemSheet` return.
    case dismissed
    /// `Transaction.RefundRequestStatus.success`.
    case refundRequested
    /// `Transaction.RefundRequestStatus.userCancelled`.
    case userCancelled
    /// The call throws.
    case failed(SheetFailure)
}

/// Why presenting a sheet throws.
public enum SheetFailure: String, Hashable, Sendable {
    /// Offline: `StoreKitError.networkError` (a refund request: `RefundRequestError.failed`).
    case networkError = "network-error"
    /// Another sheet of the store is already over the app: the system cannot present this one
    /// (`StoreKitError.systemError`).
    case alreadyPresented = "already-presented"
    /// The App Store already received a refund request for the transaction, or refunded it
    /// (`RefundRequestError.duplicateRequest`).
    case duplicateRequest = "duplicate-request"
    /// No transaction of the account's with that id (`RefundRequestError.failed`).
    case invalidTransaction = "invalid-transaction"
}

/// The sheet over the app on a device, and, once answered, what the call returns.
public struct PresentedSheet: Hashable, Sendable {
    public let sheet: StoreSheet
    public var outcome: SheetOutcome?

    public init(sheet: StoreSheet, outcome: SheetOutcome? = nil) {
        self.sheet = sheet
        self.outcome = outcome
    }
}
