import Foundation
import PurchasePort

extension Engine {
    /// Throws when `command` is not allowed in the current state; otherwise returns it checked,
    /// with the transaction it names resolved. Changes nothing.
    func validate(_ command: Command) throws(EngineError) -> CheckedStep {
        switch command {
        case .product(let product):
            let problems = store.catalogue.problems(adding: product)
            if let first = problems.first { throw EngineError(first.description) }
        case .storekit(_, let configuration):
            var catalogue = store.catalogue
            for product in configuration.products {
                if let problem = catalogue.add(product).first { throw EngineError(problem.description) }
            }
        case .evaluation(let policy):
            if evaluation != nil { throw EngineError("the evaluation is already defined") }
            let unlock = try product(policy.unlockProductID)
            guard unlock.kind == .unlock else {
                throw EngineError("the evaluation unlocks '\(unlock.id)', which is \(unlock.kind.withArticle), not an unlock (non-consumable)")
            }
            guard policy.length.seconds > 0 else { throw EngineError("the evaluation must last longer than 0s") }
        case .trial(let id, let target, let lasting):
            let trial = store.catalogue.trial(id: id, of: target, lasting: lasting)
            if let problem = store.catalogue.problems(adding: trial.product, replacing: trial.replacing).first {
                throw EngineError(problem.description)
            }
        case .offer(let productID, let offer):
            if let problem = store.catalogue.problem(addingOffer: offer, to: productID) { throw EngineError(problem.description) }
        case .buyWithOffer(let id, let offer, _):
            let product = try product(id)
            try requireRunning()
            try requireOffer(offer.kind, offer.offerID, of: product)
            if product.external {
                throw EngineError("'\(id)' is handled by other code, not this app; use 'buy-elsewhere \(id)'")
            }
        case .redeemCode(let id, let offerID, _):
            try requireOffer(.code, offerID, of: try product(id))
        case .nonRenewingLength(let id, let lasting):
            let pass = try product(id)
            guard pass.kind.isNonRenewing else {
                throw EngineError("'\(id)' is \(pass.kind.withArticle), not a non-renewing subscription")
            }
            guard lasting.seconds > 0 else { throw EngineError("a non-renewing subscription must last longer than 0s") }
        case .clock(let date):
            if date < store.now, !store.transactions.isEmpty {
                throw EngineError("the true clock cannot move back once transactions exist (it is \(InstantFormat.iso(store.now))); use 'device-clock -DURATION' to move a device's clock")
            }
        case .client(let choice):
            if case .registered(let name) = choice, !clients.contains(name) { throw EngineError(clients.unknownNameMessage(name)) }
        case .quirk, .fail, .online, .offline:
            break
        case .device(let name), .account(let name):
            if name.isEmpty { throw EngineError("expected a name") }
        case .timeZone(let identifier):
            if TimeZone(identifier: identifier) == nil { throw EngineError("unknown time zone '\(identifier)'") }
        case .launch:
            if currentDevice.isAppRunning {
                throw EngineError("the app is already running on \(currentDevice.name); use 'relaunch' to quit and launch it")
            }
        case .quit:
            try requireRunning()
        case .relaunch, .reinstall:
            break
        case .useFeature, .products, .restore, .refresh:
            try requireRunning()
        case .consume(let id, let units):
            let product = try product(id)
            guard product.kind == .consumable else { throw EngineError("'\(id)' is \(product.kind.withArticle), not a consumable") }
            try requireRunning()
            guard units >= 1 else { throw EngineError("expected a count of at least 1") }
            let balance = currentDevice.storage.consumables.balance(of: id)
            guard balance >= units else {
                throw EngineError("the balance of \(id) on \(currentDevice.name) is \(balance); cannot consume \(units)")
            }
        case .buy(let id, _):
            let product = try product(id)
            try requireRunning()
            if product.external {
                throw EngineError("'\(id)' is handled by other code, not this app; use 'buy-elsewhere \(id)'")
            }
            try validatePurchase(of: product, account: currentDevice.account)
        case .buyElsewhere(let id):
            let product = try product(id)
            try validatePurchase(of: product, account: currentDevice.account)
        case .approve(let reference), .decline(let reference):
            let tx = try resolve(reference)
            guard tx.state == .pending else {
                throw EngineError("\(label(tx.id)) is \(store.effectiveState(of: tx).rawValue), not pending: only an Ask to Buy waiting for approval can be approved or declined")
            }
            if case .approve = command {
                try validateCompletion(of: tx, verb: "approve", alternative: "decline it")
                return .onTransaction(.approve, tx)
            }
            return .onTransaction(.decline, tx)
        case .refund(let reference, _, _), .revoke(let reference):
            let tx = try resolve(reference)
            let id = tx.id
            guard tx.revocationDate == nil else { throw EngineError("\(label(id)) is already revoked") }
            guard tx.state == .purchased || tx.state == .expired else {
                throw EngineError("\(label(id)) is \(tx.state.rawValue); only a purchased transaction can be refunded or revoked")
            }
            // A consumed consumable may be refunded too: the App Store decides, asking the app's
            // server how much was consumed (CONSUMPTION_REQUEST); a granted refund revokes it.
            if case .refund(_, let reason, let consumption) = command {
                if let consumption {
                    guard (0...100).contains(consumption) else { throw EngineError("expected a consumption from 0% to 100%, found \(consumption)%") }
                    guard !tx.kind.isAutoRenewable else {
                        throw EngineError("\(label(id)) is an auto-renewable subscription: consumption is reported for consumables, non-consumables and non-renewing subscriptions")
                    }
                }
                return .onTransaction(.refund(reason, consumption: consumption), tx)
            }
            return .onTransaction(.revoke, tx)
        case .expire(let reference):
            let tx = try resolve(reference)
            let id = tx.id
            switch tx.kind {
            case .subscription:
                guard let chain = store.chain(of: tx), chain.isOngoing, chain.latestID == id else {
                    throw EngineError("\(label(id)) is not the current period of an ongoing subscription")
                }
            case .nonRenewing:
                guard store.effectiveState(of: tx) == .purchased else { throw EngineError("\(label(id)) is not active") }
            default:
                throw EngineError("\(label(id)) is \(tx.kind.withArticle); only subscriptions expire")
            }
            return .onTransaction(.expire, tx)
        case .renew(let reference), .autoRenew(let reference, _):
            let tx = try resolve(reference)
            let id = tx.id
            guard tx.kind.isAutoRenewable else { throw EngineError("\(label(id)) is \(tx.kind.withArticle), not an auto-renewable subscription") }
            guard let chain = store.chain(of: tx), chain.isOngoing else {
                throw EngineError("the subscription of \(label(id)) has ended; buy it again to resubscribe")
            }
            if case .autoRenew(_, let on) = command { return .onTransaction(.autoRenew(on: on), tx) }
            return .onTransaction(.renew, tx)
        case .billingIssue(let reference, let grace):
            let tx = try resolve(reference)
            let id = tx.id
            guard tx.kind.isAutoRenewable else { throw EngineError("\(label(id)) is \(tx.kind.withArticle), not an auto-renewable subscription") }
            guard let chain = store.chain(of: tx), chain.phase == .active else {
                throw EngineError("the subscription of \(label(id)) is not active, so it has no renewal to fail")
            }
            if let grace, grace.seconds <= 0 { throw EngineError("the grace period must be longer than 0s") }
            return .onTransaction(.billingIssue(grace: grace), tx)
        case .resolve(let reference):
            let tx = try resolve(reference)
            if tx.state == .interrupted {
                try validateCompletion(of: tx, verb: "resolve", alternative: "leave it interrupted")
                return .onTransaction(.resolve, tx)
            }
            if tx.kind.isAutoRenewable, let chain = store.chain(of: tx) {
                switch chain.phase {
                case .grace, .billingRetry: return .onTransaction(.resolve, tx)
                case .active where chain.billingIssue != nil: return .onTransaction(.resolve, tx)
                default: break
                }
            }
            throw EngineError("\(label(tx.id)) has nothing to resolve: only an interrupted purchase or a subscription with a billing issue can be resolved")
        case .delete(let reference):
            return .onTransaction(.delete, try resolve(reference))
        case .familyShare(let id):
            let product = try product(id)
            if let problem = product.familySharingProblem { throw EngineError(problem) }
            if case .subscription(let group, _, _) = product.kind,
               let chain = store.chain(account: currentDevice.account, group: group), chain.isOngoing {
                throw EngineError("account '\(currentDevice.account)' already has \(chain.productID) (#\(chain.latestID)) in group '\(group)'")
            }
            if store.sharedTransaction(of: id, account: currentDevice.account) != nil {
                throw EngineError("'\(id)' is already shared with account '\(currentDevice.account)'")
            }
        case .familyStop(let id):
            _ = try product(id)
            guard let shared = store.sharedTransaction(of: id, account: currentDevice.account) else {
                throw EngineError("'\(id)' is not being shared with account '\(currentDevice.account)'")
            }
            return .onTransaction(.familyStop, shared)
        case .priceIncrease(let id, let price, _):
            try validatePriceIncrease(of: try product(id), to: price)
        case .priceConsent(let reference, let agree):
            let tx = try resolve(reference)
            try validatePriceConsent(on: tx)
            return .onTransaction(.priceConsent(agree: agree), tx)
        case .advance(let span):
            guard span.seconds > 0 else { throw EngineError("expected a duration longer than 0s") }
            guard store.now.addingTimeInterval(span.timeInterval) < Engine.latestInstant else {
                throw EngineError("advancing \(span) would pass the year 9999")
            }
        case .deviceClock(let span):
            let offset = currentDevice.clockOffset.seconds.addingReportingOverflow(span.seconds)
            guard !offset.overflow, abs(offset.partialValue) <= TimeSpan.maximum.seconds else {
                throw EngineError("the device clock would be more than 1000 years off")
            }
        case .storefront, .appTransaction, .sheet, .promote, .tap:
            try validateStoreSide(command)
        case .expect(let expectation):
            return .expectation(expectation, try validate(expectation))
        }
        return .plain(command)
    }

    /// `10000-01-01T00:00:00Z`: true time stays within the year 9999.
    static let latestInstant = Date(timeIntervalSince1970: 253_402_300_800)

    /// Checks an expectation's names; returns the transaction it names, if any.
    private func validate(_ expectation: Expectation) throws(EngineError) -> StoreTransaction? {
        switch expectation {
        case .owned(let id), .notOwned(let id), .pending(let id):
            _ = try product(id)
        case .balance(let id, _):
            let product = try product(id)
            guard product.kind == .consumable else { throw EngineError("'\(id)' is \(product.kind.withArticle), not a consumable") }
        case .transactionState(let reference, _), .transactionFinished(let reference, _), .priceIncrease(let reference, _),
             .transactionOffer(let reference, _, _), .transactionUpgraded(let reference), .transactionExpires(let reference, _),
             .transactionField(let reference, _),
             .transactionAppAccountToken(let reference, _):
            // A transaction that does not exist is what the check finds, not a step that cannot run.
            return try? resolve(reference)
        case .renewal(let reference, _):
            guard let tx = try? resolve(reference) else { return nil }
            guard tx.kind.isAutoRenewable else {
                throw EngineError("\(label(tx.id)) is \(tx.kind.withArticle), not an auto-renewable subscription: it has no renewal info")
            }
            guard store.chain(of: tx) != nil else {
                // An attempt that never went through (cancelled, failed, pending, …) joined no subscription.
                let state = store.effectiveState(of: tx)
                let what = [.purchased, .expired, .revoked].contains(state) ? "belongs to no subscription of this account"
                    : "is \(state == .interrupted ? "an" : "a") \(state.rawValue) purchase attempt, which started no subscription"
                throw EngineError("\(label(tx.id)) \(what): it has no renewal info")
            }
            return tx
        case .introEligible(let id, _):
            let product = try product(id)
            guard product.kind.isAutoRenewable else {
                throw EngineError("'\(id)' is \(product.kind.withArticle); only auto-renewable subscriptions have introductory offers")
            }
        case .noTransaction(let id):
            _ = try product(id)
        case .access, .noPending, .paywall, .violation, .noViolations, .purchaseError:
            break
        }
        return nil
    }

    /// Throws unless `product` has the offer of `kind` named `id`.
    func requireOffer(_ kind: SubscriptionOffer.Kind, _ id: String, of product: StoreProduct) throws(EngineError) {
        guard product.offer(kind, id: id) == nil else { return }
        let names = product.offers.filter { $0.kind == kind }.compactMap(\.id)
        let hint = EditDistance.closest(to: id, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw EngineError("'\(product.id)' has no \(kind.rawValue) offer '\(id)'\(hint)")
    }

    /// A waiting purchase of a non-consumable cannot complete while the account already owns it:
    /// the store does not sell the same unlock twice.
    private func validateCompletion(of tx: StoreTransaction, verb: String, alternative: String) throws(EngineError) {
        guard tx.kind.isNonConsumable, tx.ownership == .purchased,
              let owned = store.entitlingTransaction(account: tx.account, product: tx.productID), owned.ownership == .purchased else { return }
        throw EngineError("cannot \(verb) \(label(tx.id)): account '\(tx.account)' already owns \(tx.productID) (#\(owned.id)); \(alternative) instead")
    }

    private func validatePurchase(of product: StoreProduct, account: String) throws(EngineError) {
        switch product.kind {
        case .unlock, .trial:
            if let owned = store.entitlingTransaction(account: account, product: product.id), owned.ownership == .purchased {
                throw EngineError("account '\(account)' already owns \(product.id) (#\(owned.id)); refund or delete it to buy again")
            }
        case .subscription:
            // Buying the plan the account is on goes on: the App Store says it is subscribed.
            break
        case .consumable, .nonRenewing:
            break
        }
    }

    /// A new price must be above zero, above the current one, and in the same currency.
    func validatePriceIncrease(of product: StoreProduct, to price: Price) throws(EngineError) {
        if let problem = product.priceIncreaseProblem(to: price, locale: store.settings.locale) { throw EngineError(problem) }
    }

    /// Only a subscription whose renewal waits for the customer's consent can be answered.
    func validatePriceConsent(on tx: StoreTransaction) throws(EngineError) {
        guard tx.kind.isAutoRenewable else {
            throw EngineError("\(label(tx.id)) is \(tx.kind.withArticle), not an auto-renewable subscription")
        }
        guard let chain = store.chain(of: tx), chain.isOngoing else {
            throw EngineError("the subscription of \(label(tx.id)) has ended; there is no price increase to answer")
        }
        guard chain.priceIncrease == .pending else {
            throw EngineError("no price increase is pending for \(chain.productID) (#\(chain.latestID)): its renewal info says \(chain.priceIncrease.rawValue)")
        }
    }
}

extension ProductKind {
    /// The kind's label with its article, for messages: `an unlock`, `a consumable`.
    var withArticle: String { ("aeiou".contains(label.prefix(1)) ? "an " : "a ") + label }
}
