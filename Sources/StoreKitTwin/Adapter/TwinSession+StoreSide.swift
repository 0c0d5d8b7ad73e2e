import Foundation
import StoreCore

/// StoreKit's other surfaces in the app's session: the storefront, the app's own download, the
/// store's sheets and promoted purchases. What changed reaches the app as `.configurationChanged`
/// with its context (`ClientContext.storefront`, `sheet`, `promotion`).
extension TwinSession {
    /// Hands the app what changed on the store's side: a new storefront to `Storefront.updates`,
    /// the answer to the sheet it presented, a promoted product to `PurchaseIntent.intents` and
    /// the StoreKit 1 observers.
    func storeSideChanged() {
        let (seen, resumptions) = locked { () -> (ClientContext, [() -> Void]) in
            var resumptions: [() -> Void] = []
            let context = self.context
            if context.storefront != storefront {
                storefront = context.storefront
                resumptions += storefrontListeners.compactMap { arrive(context.storefront, at: $0) }
            }
            if let promotion = context.promotion {
                if intentListeners.isEmpty {
                    intentsArrived.append(promotion)
                } else {
                    resumptions += intentListeners.compactMap { arrive(promotion, at: $0) }
                }
            }
            return (context, resumptions)
        }
        for resume in resumptions { resume() }
        if let sheet = seen.sheet, let outcome = sheet.outcome {
            answerSheet(sheet.sheet, outcome)
        }
        if let promotion = seen.promotion { promoteToObservers(promotion) }
        if let control = seen.tappedControl {
            runApp { app in self.startEntry { await app?.tap(control) } }
        }
    }

    /// Resumes the call that presented `sheet`: the last one for a sheet refused while another
    /// was open, else the first.
    private func answerSheet(_ sheet: StoreSheet, _ outcome: SheetOutcome) {
        let resume: (() -> Void)? = locked {
            let matches = waiters.indices.filter { if case .sheet(sheet, _) = waiters[$0] { true } else { false } }
            guard let index = outcome == .failed(.alreadyPresented) ? matches.last : matches.first,
                  case .sheet(_, let continuation) = waiters.remove(at: index) else { return nil }
            return { continuation.resume(returning: outcome) }
        }
        resume?()
    }

    /// The StoreKit 1 observers hear of a promoted product: each is asked whether to add the
    /// payment; one that says yes adds it, and the purchase starts.
    private func promoteToObservers(_ productID: String) {
        let (observers, product) = locked { (paymentObservers, context.configuration[productID]) }
        guard !observers.isEmpty, let product else { return }
        runApp { _ in
            let queue = SKPaymentQueue.default()
            let payment = SKPayment(productIdentifier: productID)
            let skProduct = SKProduct(product)
            for observer in observers where observer.paymentQueue(queue, shouldAddStorePayment: payment, for: skProduct) {
                queue.add(payment)
            }
        }
    }

    /// `Storefront.current`.
    var currentStorefront: StorefrontState { locked { storefront } }

    /// The account's download of the app, as the device has it.
    var appPurchase: AppPurchase? { locked { context.appPurchase } }

    /// Whether the device reaches the store now.
    var isOnline: Bool { locked { context.isOnline } }

    /// The device's name in the session (`phone`).
    var deviceName: String { locked { context.deviceName } }

    /// StoreKit's identifier of the subscription group of `productID`, which the catalogue names
    /// `group`: the `.storekit` file's, or the name where the catalogue has no other.
    func storeKitGroupID(ofProduct productID: String, group: String) -> String {
        locked { context.configuration.catalogue[productID]?.groupID } ?? group
    }

    /// StoreKit's identifier of the subscription group the catalogue names `group`.
    func storeKitGroupID(ofGroup group: String) -> String {
        locked {
            context.configuration.catalogue.products.lazy.compactMap { product -> String? in
                guard case .subscription(group, _, _) = product.kind else { return nil }
                return product.groupID
            }.first
        } ?? group
    }

    /// The catalogue's name of the subscription group StoreKit identifies as `groupID` (its
    /// `.storekit` identifier, or its name); `groupID` itself when no product has it.
    func catalogueGroup(ofID groupID: String) -> String {
        locked {
            context.configuration.catalogue.products.lazy.compactMap { product -> String? in
                guard case .subscription(let group, _, _) = product.kind, (product.groupID ?? group) == groupID else { return nil }
                return group
            }.first
        } ?? groupID
    }

    /// The product `productID` as a product request in this storefront returns it.
    func loadedProduct(_ productID: String) -> LoadedProduct? {
        let context = locked { self.context }
        guard let product = context.configuration[productID] else { return nil }
        let locale = Locale(identifier: context.storefront.localeIdentifier)
        return LoadedProduct(product: product, displayPrice: product.price?.formatted(for: locale), isEligibleForIntroOffer: false,
                             storefrontLocale: locale)
    }

    /// Presents `sheet` and waits for the customer's answer.
    nonisolated(nonsending) func present(_ sheet: StoreSheet) async -> SheetOutcome {
        await ask(.presentSheet(sheet)) { TwinSession.Request.sheet(sheet, $0) }
    }

    /// A new `Storefront.updates` iterator.
    func startListeningToStorefronts() -> Listener<StorefrontState> {
        locked {
            let listener = Listener<StorefrontState>()
            storefrontListeners.append(listener)
            return listener
        }
    }

    /// A new `PurchaseIntent.intents` iterator: the first gets what arrived before any did.
    func startListeningToIntents() -> Listener<String> {
        locked {
            let listener = Listener<String>()
            listener.arrived = intentsArrived
            intentsArrived = []
            intentListeners.append(listener)
            return listener
        }
    }

    func addPaymentObserver(_ observer: any SKPaymentTransactionObserver) {
        locked { paymentObservers.append(observer) }
    }

    func removePaymentObserver(_ observer: any SKPaymentTransactionObserver) {
        locked { paymentObservers.removeAll { $0 === observer } }
    }

    /// The StoreKit 1 observers, told of what a payment became.
    var observersOfPayments: [any SKPaymentTransactionObserver] { locked { paymentObservers } }

    /// A purchase StoreKit 1 made (an added payment) arrives for the app's `Transaction.updates`
    /// too, as in StoreKit.
    func deliverPaymentPurchase(_ record: StoreCore.StoreTransaction) {
        let resumptions: [() -> Void] = locked {
            guard Transaction.isHandedOver(record) else { return [] }
            return listeners.compactMap { arrive(record, at: $0) }
        }
        for resume in resumptions { resume() }
    }
}
