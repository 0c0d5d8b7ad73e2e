import Foundation
import PurchasePort

/// StoreKit's other surfaces, as the twin's apps reach them: the storefront, the app's own
/// download (`AppTransaction`), the store's sheets the app presents and the customer answers,
/// and promoted purchases. Each reaches a running app as `.configurationChanged`, with what
/// changed in its context (`ClientContext.storefront`, `appPurchase`, `sheet`, `promotion`):
/// a client that does not read them sees nothing new.
extension Engine {
    func validateStoreSide(_ command: Command) throws(EngineError) {
        switch command {
        case .storefront(let code, let locale):
            guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
                throw EngineError("expected a storefront's three-letter country code in capitals (USA, FRA), found '\(code)'")
            }
            if let locale, !PriceLocale.accepts(locale) { throw EngineError("expected \(PriceLocale.expectation), found '\(locale)'") }
        case .appTransaction(.originalVersion(let version, let purchased, _)):
            if version.isEmpty { throw EngineError("expected a version") }
            if let purchased, purchased > store.now {
                throw EngineError("the account cannot have got the app after now (\(InstantFormat.iso(store.now)))")
            }
        case .appTransaction(.appVersion(let version)):
            if version.isEmpty { throw EngineError("expected a version") }
        case .sheet(let answer):
            try validateSheetAnswer(answer)
        case .tap(let control):
            if control.isEmpty { throw EngineError("expected the name of a control") }
            try requireRunning()
        case .promote(let id):
            let product = try product(id)
            if product.external { throw EngineError("'\(id)' is handled by other code, not this app; the App Store promotes the app's own products") }
            try validatePromotion(of: product)
        default:
            break
        }
    }

    private func validatePromotion(of product: StoreProduct) throws(EngineError) {
        let account = currentDevice.account
        switch product.kind {
        case .unlock, .trial:
            if let owned = store.entitlingTransaction(account: account, product: product.id), owned.ownership == .purchased {
                throw EngineError("account '\(account)' already owns \(product.id) (#\(owned.id)); the App Store does not sell it again")
            }
        case .subscription(let group, _, _):
            if let chain = store.chain(account: account, group: group), chain.isOngoing, chain.productID == product.id {
                throw EngineError("account '\(account)' is already subscribed to \(product.id) (#\(chain.latestID))")
            }
        case .consumable, .nonRenewing:
            break
        }
    }

    private func validateSheetAnswer(_ answer: SheetAnswer) throws(EngineError) {
        guard let open = currentDevice.sheet else {
            throw EngineError("no sheet of the store is over the app on \(currentDevice.name): the app opens one (AppStore.showManageSubscriptions, presentOfferCodeRedeemSheet, Transaction.beginRefundRequest)")
        }
        guard answer.answers(open.sheet) else {
            let answers: String
            switch open.sheet {
            case .manageSubscriptions: answers = "close, cancel-subscription or change-plan ID"
            case .offerCodeRedemption: answers = "close or redeem ID OFFER-ID [CODE]"
            case .refundRequest: answers = "request-refund [REASON] or cancel"
            }
            throw EngineError("the \(open.sheet.name) sheet is answered with \(answers), not \(answer.word)")
        }
        let account = currentDevice.account
        switch answer {
        case .cancelSubscription:
            guard runningSubscription(of: account) != nil else {
                throw EngineError("account '\(account)' has no subscription that renews: nothing to cancel (answer 'sheet close')")
            }
        case .changePlan(let id):
            let product = try product(id)
            guard case .subscription(let group, _, _) = product.kind else {
                throw EngineError("'\(id)' is \(product.kind.withArticle), not an auto-renewable subscription")
            }
            guard let chain = store.chain(account: account, group: group), chain.isOngoing else {
                throw EngineError("account '\(account)' has no running subscription in group '\(group)' to change")
            }
            guard chain.productID != id else { throw EngineError("account '\(account)' is already subscribed to \(id) (#\(chain.latestID))") }
        case .redeem(let id, let offerID, _):
            try requireOffer(.code, offerID, of: try product(id))
        case .close, .cancel, .requestRefund:
            break
        }
    }

    /// The account's first subscription that still renews.
    private func runningSubscription(of account: String) -> StoreTransaction? {
        for chain in store.chains where chain.account == account && chain.isOngoing && chain.autoRenew {
            if let tx = store.transaction(chain.latestID) { return tx }
        }
        return nil
    }

    mutating func performStoreSide(_ command: Command) {
        let d = world.currentDeviceIndex
        let port = PortDriver()
        switch command {
        case .storefront(let code, let locale):
            world.store.settings.storefront = code
            if let locale { world.store.settings.locale = Locale(identifier: locale) }
            world.storefrontChanged()
            log(.storeSide(.storefrontChanged(world.storefront)))
            for device in world.devices.indices where world.devices[device].isAppRunning {
                port.dispatch(.configurationChanged, to: device, &world, &trace)
            }
        case .appTransaction(.originalVersion(let version, let purchased, let verified)):
            let account = world.currentDevice.account
            world.appPurchases[account] = AppPurchase(appVersion: world.appVersion, originalAppVersion: version,
                                                      originalPurchaseDate: purchased ?? world.beginning, verified: verified)
            log(.storeSide(.appTransactionSet(account: account, world.appPurchase(of: account))))
        case .appTransaction(.appVersion(let version)):
            world.appVersion = version
            log(.storeSide(.appVersionSet(version)))
        case .sheet(let answer):
            guard let open = world.devices[d].sheet else { return }
            log(.storeSide(.sheetAnswered(open.sheet, answer)))
            var outcome = SheetOutcome.dismissed
            switch answer {
            case .close:
                break
            case .cancel:
                outcome = .userCancelled
            case .cancelSubscription:
                if let tx = runningSubscription(of: world.devices[d].account),
                   let (fact, chain) = world.store.setAutoRenew(of: tx, on: false) {
                    log(fact)
                    if let chain { port.announceStatus(ofChainAt: chain, &world, &trace) }
                }
            case .changePlan(let id):
                buyOutsideTheApp(id, ownership: .purchased)
            case .redeem(let id, let offerID, let code):
                let (facts, purchased) = world.store.redeemCode(id, offerID: offerID, code: code, account: world.devices[d].account)
                for fact in facts { log(fact) }
                if let purchased { port.announce(purchased, newlyPurchased: true, &world, &trace) }
            case .requestRefund(let reason):
                if case .refundRequest(let id) = open.sheet {
                    world.store.refundRequests.insert(id)
                    log(.storeSide(.refundRequested(transaction: id, reason: reason)))
                }
                outcome = .refundRequested
            }
            port.handOver(PresentedSheet(sheet: open.sheet, outcome: outcome), on: d, &world, &trace)
        case .promote(let id):
            if !world.devices[d].isAppRunning { port.launch(d, &world, &trace) }
            log(.storeSide(.promoted(product: id)))
            world.devices[d].promotion = id
            port.dispatch(.configurationChanged, to: d, &world, &trace)
            world.devices[d].promotion = nil
        case .tap(let control):
            log(.storeSide(.controlTapped(control)))
            world.devices[d].tappedControl = control
            port.dispatch(.configurationChanged, to: d, &world, &trace)
            world.devices[d].tappedControl = nil
        default:
            break
        }
    }

    /// `expect transaction TX app-account-token UUID|none`.
    func checkAppAccountToken(_ reference: TransactionReference, _ token: UUID?, naming named: StoreTransaction?) -> ExpectationFailure? {
        let expected = "transaction \(reference) app-account-token \(token.map(\.uuidString) ?? "none")"
        guard let tx = named.flatMap({ store.transaction($0.id) }) else { return ExpectationFailure(expected: expected, found: whyMissing(reference)) }
        let found = tx.appAccountToken.map(\.uuidString) ?? "none"
        return tx.appAccountToken == token ? nil : ExpectationFailure(expected: expected, found: "\(label(tx.id)) has \(found)")
    }
}
