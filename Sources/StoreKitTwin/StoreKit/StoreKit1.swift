import Foundation
import StoreCore

// The StoreKit 1 names StoreKit 2 apps still use: the offer-code sheet, an observer added for
// promoted in-app purchases (`paymentQueue(_:shouldAddStorePayment:for:)`), payments (with a
// quantity, a user name and a promotional offer's discount), restoring completed transactions,
// product requests (`SKProductsRequest`), a receipt refresh (`SKReceiptRefreshRequest`) and
// `SKError`. No receipt file.

/// StoreKit 1's payment queue, for the calls StoreKit 2 apps still make.
public final class SKPaymentQueue: NSObject, @unchecked Sendable {
    /// The session of `default()`; a queue the app made itself finds the running app's session
    /// at each call.
    private let fixedSession: TwinSession?
    private var session: TwinSession { fixedSession ?? TwinSession.active() }

    private init(session: TwinSession) {
        fixedSession = session
    }

    /// A queue of the app's own, as `SKPaymentQueue()` makes: the same queue as `default()`.
    public override init() {
        fixedSession = nil
    }

    /// The app's queue.
    public class func `default`() -> SKPaymentQueue { SKPaymentQueue(session: TwinSession.active()) }

    /// Whether the account may buy: always, under the twin.
    public class func canMakePayments() -> Bool { true }

    /// Adds an observer: it is asked about promoted purchases (`promote ID`) and told what the
    /// payments it adds become. Kept until removed or the app quits.
    public func add(_ observer: any SKPaymentTransactionObserver) { session.addPaymentObserver(observer) }

    public func remove(_ observer: any SKPaymentTransactionObserver) { session.removePaymentObserver(observer) }

    /// Adds a payment: the product is bought (with the outcome the scenario asks of it), the
    /// observers are told with `paymentQueue(_:updatedTransactions:)`, and a purchase arrives
    /// through StoreKit 2's `Transaction.updates` too.
    ///
    /// A payment's `quantity` buys that many units of a consumable (1–10, as StoreKit 2's
    /// `.quantity`; else the payment fails with `SKError.paymentInvalid`), an `applicationUsername`
    /// that is a UUID is the transaction's app account token (as Apple assigns it), and a
    /// `paymentDiscount` applies that promotional offer, its signature judged as StoreKit 2's is.
    public func add(_ payment: SKPayment) {
        let session = self.session
        let payment = SKPayment(copying: payment)
        let action = payment.purchaseAction
        Task { @MainActor in
            let transaction: SKPaymentTransaction
            if let action {
                transaction = await Self.bought(payment, by: action, in: session)
            } else {
                transaction = SKPaymentTransaction(payment: payment, state: .failed, record: nil, error: SKError(.paymentInvalid))
            }
            let queue = SKPaymentQueue(session: session)
            for observer in session.observersOfPayments { observer.paymentQueue(queue, updatedTransactions: [transaction]) }
        }
    }

    /// What `payment` became once the store was asked for it with `action`.
    @MainActor private static func bought(_ payment: SKPayment, by action: ClientAction, in session: TwinSession) async -> SKPaymentTransaction {
        let productID = payment.productIdentifier
        switch await session.ask(action, { TwinSession.Request.purchase(productID: productID, $0) }) {
        case .success(let record, _):
            session.deliverPaymentPurchase(record)
            return SKPaymentTransaction(payment: payment, state: .purchased, record: record, error: nil)
        case .pending, .scheduledForRenewal:
            return SKPaymentTransaction(payment: payment, state: .deferred, record: nil, error: nil)
        case .userCancelled, .interrupted:
            return SKPaymentTransaction(payment: payment, state: .failed, record: nil, error: SKError(.paymentCancelled))
        case .failed(let error):
            return SKPaymentTransaction(payment: payment, state: .failed, record: nil, error: SKError.thrown(for: error))
        }
    }

    /// Restores the account's finished transactions, as StoreKit 1 does: the App Store is asked
    /// (`.sync`, as `AppStore.sync()`), then the observers are told of each non-consumable and
    /// auto-renewable subscription transaction the app finished and that was not revoked
    /// (expired ones too), in state `.restored`, and `paymentQueueRestoreCompletedTransactionsFinished(_:)`;
    /// or, when the store cannot be reached, `paymentQueue(_:restoreCompletedTransactionsFailedWithError:)`.
    public func restoreCompletedTransactions() {
        restoreCompletedTransactions(withApplicationUsername: nil)
    }

    /// As `restoreCompletedTransactions()`; the twin does not tell accounts apart by user name.
    public func restoreCompletedTransactions(withApplicationUsername username: String?) {
        let session = self.session
        Task { @MainActor in
            let queue = SKPaymentQueue(session: session)
            if let error = await session.ask(.sync, TwinSession.Request.sync) {
                let failure = SKError.thrown(for: error)
                for observer in session.observersOfPayments { observer.paymentQueue(queue, restoreCompletedTransactionsFailedWithError: failure) }
                return
            }
            let restored = await session.ask(.readHistory, TwinSession.Request.history)
                .filter { record in
                    // "Finished transactions": those the app finished, expired ones too.
                    guard record.state == .purchased || record.state == .expired, record.finished, record.revocationDate == nil else { return false }
                    switch record.kind {
                    case .unlock, .trial, .subscription: return true
                    case .consumable, .nonRenewing: return false
                    }
                }
                .map { SKPaymentTransaction(productID: $0.productID, state: .restored, record: $0, error: nil) }
            for observer in session.observersOfPayments {
                if !restored.isEmpty { observer.paymentQueue(queue, updatedTransactions: restored) }
                observer.paymentQueueRestoreCompletedTransactionsFinished(queue)
            }
        }
    }

    /// Finishes a purchased transaction, as StoreKit 2's `finish()` does.
    public func finishTransaction(_ transaction: SKPaymentTransaction) {
        guard let record = transaction.record else { return }
        let finished = Transaction(record)
        Task { await finished.finish() }
    }

    /// Presents the offer-code sheet; the customer redeems a code (its transaction arrives
    /// through `Transaction.updates`) or closes it.
    public func presentCodeRedemptionSheet() {
        let session = self.session
        Task { @MainActor in _ = await session.present(.offerCodeRedemption) }
    }
}

/// StoreKit 1's observer of the payment queue.
public protocol SKPaymentTransactionObserver: AnyObject {
    /// What the payments the app added became.
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    /// A purchase the customer started on the App Store (`promote ID`): true adds the payment now;
    /// false keeps it for the app to add later (`SKPaymentQueue.default().add(payment)`).
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    /// `restoreCompletedTransactions()` has told every transaction it restored.
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    /// `restoreCompletedTransactions()` could not reach the App Store.
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
}

extension SKPaymentTransactionObserver {
    public func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {}
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool { true }
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {}
}

/// A payment for a product: what `SKPaymentQueue.add(_:)` buys. `SKMutablePayment` is the one
/// an app fills in.
public class SKPayment: NSObject, @unchecked Sendable {
    public internal(set) var productIdentifier: String
    public internal(set) var quantity = 1
    /// The user's account name in the app; a UUID becomes the transaction's app account token.
    public internal(set) var applicationUsername: String?
    /// A promotional offer to apply, signed by the app's server.
    public internal(set) var paymentDiscount: SKPaymentDiscount?
    /// Reserved by Apple; taken and not used.
    public internal(set) var requestData: Data?
    /// In Apple's sandbox, sends the purchase through Ask to Buy; changes nothing here (as
    /// StoreKit 2's `.simulatesAskToBuyInSandbox`).
    public internal(set) var simulatesAskToBuyInSandbox = false

    public convenience init(product: SKProduct) {
        self.init(productIdentifier: product.productIdentifier)
    }

    init(productIdentifier: String) {
        self.productIdentifier = productIdentifier
    }

    /// A copy that the app's later changes to `payment` do not reach: what the store bought.
    convenience init(copying payment: SKPayment) {
        self.init(productIdentifier: payment.productIdentifier)
        quantity = payment.quantity
        applicationUsername = payment.applicationUsername
        paymentDiscount = payment.paymentDiscount
        requestData = payment.requestData
        simulatesAskToBuyInSandbox = payment.simulatesAskToBuyInSandbox
    }

    /// The purchase as the twin asks the store for it, as StoreKit 2's `purchase(options:)`
    /// does for the same options; nil for a quantity outside 1–10.
    var purchaseAction: ClientAction? {
        var options: Set<Product.PurchaseOption> = [.quantity(quantity)]
        if let token = applicationUsername.flatMap(UUID.init(uuidString:)) { options.insert(.appAccountToken(token)) }
        if let discount = paymentDiscount {
            options.insert(.promotionalOffer(offerID: discount.identifier, keyID: discount.keyIdentifier, nonce: discount.nonce,
                                             signature: Self.signatureBytes(discount.signature), timestamp: discount.timestamp.intValue))
        }
        return Product.purchaseAction(productID: productIdentifier, options: options)
    }

    /// A discount's signature as bytes: its Base64, else its text (which the store then judges
    /// invalid, as Apple does a signature it cannot read, rather than missing).
    static func signatureBytes(_ signature: String) -> Data {
        Data(base64Encoded: signature) ?? Data(signature.utf8)
    }
}

/// A payment the app fills in: product, quantity, user name, discount.
public final class SKMutablePayment: SKPayment, @unchecked Sendable {
    /// An empty payment, for the app to fill in.
    public convenience init() {
        self.init(productIdentifier: "")
    }

    public override var productIdentifier: String {
        get { super.productIdentifier }
        set { super.productIdentifier = newValue }
    }

    public override var quantity: Int {
        get { super.quantity }
        set { super.quantity = newValue }
    }

    public override var applicationUsername: String? {
        get { super.applicationUsername }
        set { super.applicationUsername = newValue }
    }

    public override var paymentDiscount: SKPaymentDiscount? {
        get { super.paymentDiscount }
        set { super.paymentDiscount = newValue }
    }

    public override var requestData: Data? {
        get { super.requestData }
        set { super.requestData = newValue }
    }

    public override var simulatesAskToBuyInSandbox: Bool {
        get { super.simulatesAskToBuyInSandbox }
        set { super.simulatesAskToBuyInSandbox = newValue }
    }
}

/// A promotional offer's discount for a StoreKit 1 payment: the offer and the signature the app's
/// server made (`signature` in Base64), judged as StoreKit 2's `.promotionalOffer` is.
public final class SKPaymentDiscount: NSObject, @unchecked Sendable {
    public let identifier: String
    public let keyIdentifier: String
    public let nonce: UUID
    public let signature: String
    public let timestamp: NSNumber

    public init(identifier: String, keyIdentifier: String, nonce: UUID, signature: String, timestamp: NSNumber) {
        self.identifier = identifier
        self.keyIdentifier = keyIdentifier
        self.nonce = nonce
        self.signature = signature
        self.timestamp = timestamp
    }
}

/// A product as StoreKit 1 names it: its id, name, description and price.
public class SKProduct: NSObject, @unchecked Sendable {
    public let productIdentifier: String
    public let localizedTitle: String
    public let localizedDescription: String
    public let price: NSDecimalNumber
    public let priceLocale: Locale

    init(_ product: StoreCore.StoreProduct, locale: Locale = Locale(identifier: "en_US")) {
        productIdentifier = product.id
        localizedTitle = product.title
        localizedDescription = product.descriptionText ?? ""
        price = NSDecimalNumber(decimal: product.price?.amount ?? 0)
        priceLocale = locale
    }
}

/// What a payment became.
public class SKPaymentTransaction: NSObject, @unchecked Sendable {
    public let payment: SKPayment
    public let transactionState: SKPaymentTransactionState
    public let transactionIdentifier: String?
    public let transactionDate: Date?
    public let error: (any Error)?
    let record: StoreCore.StoreTransaction?

    convenience init(productID: String, state: SKPaymentTransactionState, record: StoreCore.StoreTransaction?, error: (any Error)?) {
        self.init(payment: SKPayment(productIdentifier: productID), state: state, record: record, error: error)
    }

    init(payment: SKPayment, state: SKPaymentTransactionState, record: StoreCore.StoreTransaction?, error: (any Error)?) {
        self.payment = payment
        transactionState = state
        transactionIdentifier = record.map { String($0.id) }
        transactionDate = record?.purchaseDate
        self.error = error
        self.record = record
    }
}

public enum SKPaymentTransactionState: Int, Sendable {
    case purchasing, purchased, failed, restored, deferred
}
