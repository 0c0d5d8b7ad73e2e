import Foundation
import PurchasePort

// StoreKit's other surfaces, as the twin's apps reach them: the storefront, the app's own
// download (`AppTransaction`), the store's sheets the app presents and the customer answers,
// promoted purchases and the app's own controls. Each reaches a running app as
// `.configurationChanged`, with what changed in its context (`ClientContext.storefront`,
// `appPurchase`, `sheet`, `promotion`): a client that does not read them sees nothing new.

/// `storefront CODE [locale ID]`
struct StorefrontRule: CommandRule {
    let code: String, locale: String?

    func check(_ world: World) throws(EngineError) {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
            throw EngineError("expected a storefront's three-letter country code in capitals (USA, FRA), found '\(code)'")
        }
        if let locale, !PriceLocale.accepts(locale) { throw EngineError("expected \(PriceLocale.expectation), found '\(locale)'") }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        world.store.settings.storefront = code
        if let locale { world.store.settings.locale = PriceLocale(Locale(identifier: locale)) }
        world.storefrontChanged()
        trace.log(.storeSide(.storefrontChanged(world.storefront)), in: world)
        World.tellRunningAppsTheConfigurationChanged(&world, &trace)
    }
}

/// `app-transaction original-version V [purchased INSTANT] [unverified]`, `app-transaction app-version V`.
struct AppTransactionRule: CommandRule {
    let setting: AppTransactionSetting

    func check(_ world: World) throws(EngineError) {
        switch setting {
        case .originalVersion(let version, let purchased, _):
            if version.isEmpty { throw EngineError("expected a version") }
            if let purchased, purchased > world.store.now {
                throw EngineError("the account cannot have got the app after now (\(InstantFormat.iso(world.store.now)))")
            }
        case .appVersion(let version):
            if version.isEmpty { throw EngineError("expected a version") }
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        switch setting {
        case .originalVersion(let version, let purchased, let verified):
            let account = world.currentDevice.account
            world.appPurchases[account] = AppPurchase(appVersion: world.appVersion, originalAppVersion: version,
                                                      originalPurchaseDate: purchased ?? world.beginning, verified: verified)
            trace.log(.storeSide(.appTransactionSet(account: account, world.appPurchase(of: account))), in: world)
        case .appVersion(let version):
            world.appVersion = version
            trace.log(.storeSide(.appVersionSet(version)), in: world)
        }
    }
}

/// `sheet ANSWER`: the customer answers the store's sheet the app presented.
struct SheetRule: CommandRule {
    let answer: SheetAnswer

    func check(_ world: World) throws(EngineError) {
        let device = world.currentDevice
        guard let open = device.sheet else {
            throw EngineError("no sheet of the store is over the app on \(device.name): the app opens one (AppStore.showManageSubscriptions, presentOfferCodeRedeemSheet, Transaction.beginRefundRequest)")
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
        let account = device.account
        switch answer {
        case .cancelSubscription:
            guard Self.runningSubscription(of: account, in: world) != nil else {
                throw EngineError("account '\(account)' has no subscription that renews: nothing to cancel (answer 'sheet close')")
            }
        case .changePlan(let id):
            let product = try world.product(id)
            guard case .subscription(let group, _, _) = product.kind else {
                throw EngineError("'\(id)' is \(product.kind.withArticle), not an auto-renewable subscription")
            }
            guard let chain = world.store.chain(account: account, group: group), chain.isOngoing else {
                throw EngineError("account '\(account)' has no running subscription in group '\(group)' to change")
            }
            guard chain.productID != id else { throw EngineError("account '\(account)' is already subscribed to \(id) (#\(chain.latestID))") }
        case .redeem(let id, let offerID, _):
            try world.requireOffer(.code, offerID, of: try world.product(id))
        case .close, .cancel, .requestRefund:
            break
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        let port = PortDriver()
        guard let open = world.devices[d].sheet else { return }
        trace.log(.storeSide(.sheetAnswered(open.sheet, answer)), in: world)
        var outcome = SheetOutcome.dismissed
        switch answer {
        case .close:
            break
        case .cancel:
            outcome = .userCancelled
        case .cancelSubscription:
            if let tx = Self.runningSubscription(of: world.devices[d].account, in: world),
               let (fact, chain) = world.store.setAutoRenew(of: tx, on: false) {
                trace.log(fact, in: world)
                if let chain { port.announceStatus(ofChainAt: chain, &world, &trace) }
            }
        case .changePlan(let id):
            BuyOutsideRule.buy(id, ownership: .purchased, &world, &trace)
        case .redeem(let id, let offerID, let code):
            let (facts, purchased) = world.store.redeemCode(id, offerID: offerID, code: code, account: world.devices[d].account)
            trace.log(facts, in: world)
            if let purchased { port.announce(purchased, newlyPurchased: true, &world, &trace) }
        case .requestRefund(let reason):
            if case .refundRequest(let id) = open.sheet {
                world.store.refundRequests.insert(id)
                trace.log(.storeSide(.refundRequested(transaction: id, reason: reason)), in: world)
            }
            outcome = .refundRequested
        }
        port.handOver(PresentedSheet(sheet: open.sheet, outcome: outcome), on: d, &world, &trace)
    }

    /// The account's first subscription that still renews.
    private static func runningSubscription(of account: String, in world: World) -> StoreTransaction? {
        for chain in world.store.chains where chain.account == account && chain.isOngoing && chain.autoRenew {
            if let tx = world.store.transaction(chain.latestID) { return tx }
        }
        return nil
    }
}

/// `promote ID`: the customer taps a product the App Store promotes on the app's page.
struct PromoteRule: CommandRule {
    let productID: String

    func check(_ world: World) throws(EngineError) {
        let product = try world.product(productID)
        if product.external {
            throw EngineError("'\(productID)' is handled by other code, not this app; the App Store promotes the app's own products")
        }
        let account = world.currentDevice.account
        switch product.kind {
        case .unlock, .trial:
            if let owned = world.store.entitlingTransaction(account: account, product: product.id), owned.ownership == .purchased {
                throw EngineError("account '\(account)' already owns \(product.id) (#\(owned.id)); the App Store does not sell it again")
            }
        case .subscription(let group, _, _):
            if let chain = world.store.chain(account: account, group: group), chain.isOngoing, chain.productID == product.id {
                throw EngineError("account '\(account)' is already subscribed to \(product.id) (#\(chain.latestID))")
            }
        case .consumable, .nonRenewing:
            break
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        if !world.devices[d].isAppRunning { PortDriver().launch(d, &world, &trace) }
        trace.log(.storeSide(.promoted(product: productID)), in: world)
        PortDriver().dispatch(.configurationChanged, to: d, handing: HandedOnce(promotion: productID), &world, &trace)
    }
}

/// `tap CONTROL`: the user taps a control of the app's own that the app names.
struct TapRule: CommandRule {
    let control: String

    func check(_ world: World) throws(EngineError) {
        if control.isEmpty { throw EngineError("expected the name of a control") }
        try world.requireRunning()
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        trace.log(.storeSide(.controlTapped(control)), in: world)
        PortDriver().dispatch(.configurationChanged, to: d, handing: HandedOnce(tappedControl: control), &world, &trace)
    }
}
