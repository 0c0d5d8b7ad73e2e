import Foundation
import StoreCore

/// The one reading of a `.storekit` file: what `storedbg check FILE.storekit` reports, and what
/// decides whether a `storekit` line, the `:` prompt or `--storekit` may load the file (any
/// error refuses it, with the same lines; warnings never do). Each problem is at its line and
/// column, in file order.
///
/// Errors, per field: `productID` empty or defined twice (across products, non-renewing
/// subscriptions and subscription groups); a subscription group's `name` empty; `groupNumber`
/// below 1; a `displayPrice` (of a product, a paid offer or a billing plan) or
/// `commitmentDisplayPrice` that is written but not a plain decimal (`"abc"`, `"1,99"`); a
/// `_locale` prices cannot be formatted in (`PriceLocale`: `é`, `en@numbers=zzzz`).
/// Warnings: a product's `displayPrice` absent or `""` (it has no price); a paid offer's
/// `displayPrice` absent or `""`; a free offer's `displayPrice` that is neither absent, `""`
/// (what Xcode writes) nor zero, which is ignored (the offer is free); and settings storedbg
/// reads differently from Xcode (an unknown `_timeRate` or storefront, a failure it cannot
/// simulate), and every field storedbg reads but does not simulate (`StoreKitUnmodelledFields`:
/// billing plans, stackable offer codes, extra introductory offers). A file that is not JSON, or
/// holds a value of the wrong type, is one error.
///
/// Only `check` knows the scenario, so only it also reports, given a `StoreKitCheckContext`: an
/// evaluation that unlocks something other than a non-consumable, a store-dated trial that is
/// not a free, unshared non-consumable (or is of one that is not a non-consumable), and a product
/// the scenario names that the file lacks. A run reports these at the scenario line they affect.
package enum StoreKitCheck {
    /// The problems of the `.storekit` file in `data`; a file that cannot be read is one error.
    package static func check(_ data: Data, path: String, context: StoreKitCheckContext = StoreKitCheckContext()) -> [StoreKitProblem] {
        check(bytes: [UInt8](data), path: path, context: context)
    }

    /// The problems of the `.storekit` file whose bytes are `bytes`, as `check(_:path:context:)`.
    package static func check(bytes: [UInt8], path: String, context: StoreKitCheckContext = StoreKitCheckContext()) -> [StoreKitProblem] {
        switch StoreKitFile.decode(bytes: bytes, path: path) {
        case .success(let file): return problems(in: file, context: context)
        case .failure(let error): return [StoreKitProblem(error)]
        }
    }

    /// The problems of a decoded file, sorted by position.
    package static func problems(in file: StoreKitFile, context: StoreKitCheckContext = StoreKitCheckContext()) -> [StoreKitProblem] {
        problems(in: file, context: context, keepingWarnings: true)
    }

    /// The errors of a decoded file, sorted by position: `problems(in:)` without its warnings,
    /// which are never made. Loading a file needs only these, and spelling out warnings it
    /// then dropped cost more than finding the errors.
    package static func errors(in file: StoreKitFile) -> [StoreKitProblem] {
        problems(in: file, context: StoreKitCheckContext(), keepingWarnings: false)
    }

    private static func problems(in file: StoreKitFile, context: StoreKitCheckContext, keepingWarnings: Bool) -> [StoreKitProblem] {
        var report = Report(path: file.path, keepsWarnings: keepingWarnings)
        let members = ["products", "nonRenewingSubscriptions", "subscriptionGroups", "settings", "version"]
        if keepingWarnings, file.products.isEmpty, !members.contains(where: file.source.hasMember) {
            // `{}` would read as a catalogue with nothing in it: it is likely not the file meant.
            report.warning(file.source.location, "expected an Xcode StoreKit configuration, found none of its members "
                           + "('products', 'subscriptionGroups', 'settings', 'version', …): the catalogue is empty")
        }
        checkProductIDs(file, &report)
        checkSubscriptions(file, &report)
        checkPrices(file, &report)
        checkContext(context, file, &report)
        checkSettings(file, &report)
        if keepingWarnings {
            for (location, message) in StoreKitUnmodelledFields.warnings(in: file) { report.warning(location, message) }
        }
        return report.problems.sorted {
            ($0.location.position, $0.severity.rawValue, $0.message) < ($1.location.position, $1.severity.rawValue, $1.message)
        }
    }

    /// The problems found so far.
    private struct Report {
        let path: String
        /// Whether warnings are kept; when not, a warning's place and message are never made.
        let keepsWarnings: Bool
        var problems: [StoreKitProblem] = []

        mutating func error(_ location: StoreKitLocation, _ message: String) {
            problems.append(StoreKitProblem(severity: .error, path: path, location: location, message: message))
        }

        mutating func warning(_ location: @autoclosure () -> StoreKitLocation, _ message: @autoclosure () -> String) {
            guard keepsWarnings else { return }
            problems.append(StoreKitProblem(severity: .warning, path: path, location: location(), message: message()))
        }
    }

    // MARK: Products

    private static func checkProductIDs(_ file: StoreKitFile, _ report: inout Report) {
        // Each id's first product by its place: a product's location is found only for an error.
        var firstByID: [String: Int] = [:]
        func location(_ index: Int) -> StoreKitLocation { file.products[index].source.location(of: "productID") }
        for (index, product) in file.products.enumerated() {
            if product.productID.isEmpty {
                report.error(location(index), CatalogueProblem.emptyID.description)
            } else if let firstIndex = firstByID[product.productID] {
                let first = location(firstIndex)
                report.error(location(index), "\(CatalogueProblem.duplicate(product.productID)); first at \(first.jsonPath) (\(first.position))")
            } else {
                firstByID[product.productID] = index
            }
        }
    }

    private static func checkSubscriptions(_ file: StoreKitFile, _ report: inout Report) {
        for product in file.products {
            guard let subscription = product.subscription else { continue }
            if isBlank(subscription.groupName) {
                report.error(product.source.location(of: "productID"),
                             "\(CatalogueProblem.subscriptionWithoutGroup(product.productID)); expected its group to have a name")
            }
            if subscription.level < 1 {
                report.error(product.source.location(of: "groupNumber"),
                             CatalogueProblem.badLevel(product.productID, subscription.level).description)
            }
        }
    }

    private static func checkPrices(_ file: StoreKitFile, _ report: inout Report) {
        for product in file.products {
            if product.displayPrice?.isEmpty ?? true {
                report.warning(product.source.location(of: "displayPrice"), "product '\(product.productID)' has no displayPrice, so it has no price")
            }
            checkPrice(product.displayPrice, product.price, at: product.source.location(of: "displayPrice"), &report)
            guard let subscription = product.subscription else { continue }
            // Each list in turn, not joined first: nearly every list is empty.
            for offers in [subscription.introductoryOffers, subscription.promotionalOffers, subscription.offerCodes,
                           subscription.winBackOffers] where !offers.isEmpty {
                for offer in offers {
                    checkOfferPrice(offer, of: product, &report)
                    if report.keepsWarnings { checkOfferDuration(offer, subscriptionPeriod: subscription.period, &report) }
                }
            }
            for plan in subscription.billingPlans {
                checkPrice(plan.displayPrice, plan.price, at: plan.source.location(of: "displayPrice"), &report)
                checkPrice(plan.commitmentDisplayPrice, plan.commitmentPrice,
                           at: plan.source.location(of: "commitmentDisplayPrice"), &report)
            }
        }
    }

    /// A free offer is free whatever its displayPrice says; a paid one needs a readable price.
    private static func checkOfferPrice(_ offer: StoreKitOffer, of product: StoreKitProduct, _ report: inout Report) {
        let location = { offer.source.location(of: "displayPrice") }
        let written = offer.displayPrice ?? ""
        if offer.paymentMode == .free {
            guard report.keepsWarnings else { return }
            let readAsZero = Price(amount: written, currencyCode: "XXX")?.isFree ?? false
            if !written.isEmpty, !readAsZero {
                report.warning(location(), "a free offer of '\(product.productID)' has displayPrice \(JSONReader.quoted(written)); storedbg ignores it, the offer is free")
            }
        } else if written.isEmpty {
            report.warning(location(), "a \(offer.paymentMode.rawValue) offer of '\(product.productID)' has no displayPrice, so it has no price")
        } else {
            checkPrice(offer.displayPrice, offer.price, at: location(), &report)
        }
    }

    /// An offer App Store Connect cannot create (`SubscriptionOffer.appStoreConnectProblem`): a
    /// warning, as storedbg runs it anyway.
    private static func checkOfferDuration(_ offer: StoreKitOffer, subscriptionPeriod: SubscriptionPeriod, _ report: inout Report) {
        let mode: SubscriptionOffer.PaymentMode
        switch offer.paymentMode {
        case .free: mode = .freeTrial
        case .payAsYouGo: mode = .payAsYouGo
        case .payUpFront: mode = .payUpFront
        }
        let checked = SubscriptionOffer(kind: .introductory, id: nil, paymentMode: mode, period: offer.period, periodCount: offer.numberOfPeriods)
        if let problem = checked.appStoreConnectProblem(subscriptionPeriod: subscriptionPeriod) {
            report.warning(offer.source.location(of: "subscriptionPeriod"), problem)
        }
    }

    /// A price written but not read: anything but digits with at most one '.'. An empty
    /// price is not written (the callers warn where a price is missing).
    /// `location` is found only for an error: nearly every price is read.
    private static func checkPrice(_ text: String?, _ price: Price?, at location: @autoclosure () -> StoreKitLocation,
                                   _ report: inout Report) {
        guard let text, !text.isEmpty, price == nil else { return }
        report.error(location(), "expected a price such as \"7.99\" (digits, at most one '.'), found \(JSONReader.quoted(text))")
    }

    // MARK: Scenario context

    private static func checkContext(_ context: StoreKitCheckContext, _ file: StoreKitFile, _ report: inout Report) {
        // Loading a file checks it against no scenario: nothing to index the products for.
        guard context != StoreKitCheckContext() else { return }
        var productByID: [String: StoreKitProduct] = [:]
        for product in file.products where productByID[product.productID] == nil {
            productByID[product.productID] = product
        }
        if let id = context.evaluationUnlock, let product = productByID[id], product.kind != .nonConsumable {
            report.error(product.source.location(of: "type"),
                         "the scenario's evaluation unlocks '\(id)', which is \(describe(product.kind)); expected a non-consumable")
        }
        for trial in context.trials {
            if trial.productID == trial.unlocks {
                report.error(file.source.location(of: "products"), CatalogueProblem.trialOfItself(trial.productID).description)
            }
            if let product = productByID[trial.productID] {
                if product.kind != .nonConsumable {
                    report.error(product.source.location(of: "type"),
                                 "store-dated trial '\(trial.productID)' is \(describe(product.kind)); expected a free non-consumable")
                }
                if let price = product.price, !price.isFree {
                    report.error(product.source.location(of: "displayPrice"),
                                 "\(CatalogueProblem.trialNotFree(trial.productID)); expected \"0\", found \(JSONReader.quoted(product.displayPrice ?? ""))")
                }
                if product.familyShareable {
                    report.error(product.source.location(of: "familyShareable"),
                                 CatalogueProblem.trialFamilyShareable(trial.productID).description)
                }
            }
            if let target = productByID[trial.unlocks], target.kind != .nonConsumable {
                report.error(target.source.location(of: "type"),
                             "\(CatalogueProblem.trialOfNonUnlock(trial: trial.productID, target: trial.unlocks)); it is \(describe(target.kind))")
            }
        }
        let fileIDs = file.products.map(\.productID)
        for id in context.namedProductIDs where productByID[id] == nil {
            let hint = EditDistance.closest(to: id, among: fileIDs).map { "; did you mean '\($0)'?" } ?? ""
            report.error(file.source.location(of: "products"), "the scenario names product '\(id)', which this file does not define\(hint)")
        }
    }

    private static func describe(_ kind: StoreKitProduct.Kind) -> String {
        switch kind {
        case .consumable: return "a consumable"
        case .nonConsumable: return "a non-consumable"
        case .nonRenewingSubscription: return "a non-renewing subscription"
        case .autoRenewableSubscription: return "an auto-renewable subscription"
        }
    }

    // MARK: Settings

    private static func checkSettings(_ file: StoreKitFile, _ report: inout Report) {
        let settings = file.settings
        if let locale = settings.locale, !PriceLocale.accepts(locale) {
            report.error(settings.source.location(of: "_locale"), "expected \(PriceLocale.expectation), found \(JSONReader.quoted(locale))")
        }
        if let code = settings.timeRateCode, settings.timeRate == nil {
            let known = StoreKitTimeRate.allCases.map { String($0.rawValue) }.joined(separator: ", ")
            report.warning(settings.source.location(of: "_timeRate"),
                           "expected one of Xcode's time rates (\(known)), found \(code); storedbg runs this file in real time")
        }
        if let storefront = settings.storefront, StorefrontCurrency.knownCurrencyCode(storefront: storefront) == nil {
            report.warning(settings.source.location(of: "_storefront"),
                           "storefront '\(storefront)' is not in storedbg's currency table; prices are in \(file.currencyCode), from the locale \(settings.localeIdentifier)")
        }
        if settings.failTransactionsEnabled, let code = settings.legacyErrorCode, StoreKitErrorTable.legacyErrors[code] == nil {
            report.warning(settings.source.location(of: "_storeKitError"),
                           "SKError code \(code) has no storedbg counterpart; purchases fail with unknown")
        }
        for entry in settings.simulatedErrors where entry.enabled {
            if entry.api == nil {
                report.warning(entry.source.location, "storedbg does not simulate failures of '\(entry.name)'; this setting is ignored")
            } else if entry.error == nil {
                report.warning(entry.source.location(of: "current"),
                               "error \(entry.errorIndex ?? 0) of the '\(entry.errorType ?? "")' list has no storedbg counterpart; '\(entry.name)' fails with unknown")
            }
        }
    }
}

extension StoreKitCheck {
    /// Whether `text` is empty once `CharacterSet.whitespaces` is trimmed from it. ASCII, as
    /// nearly every name is, is read as bytes (of ASCII only the space and the tab are in that
    /// set): Foundation's trimming took ~40,000 instructions a group name.
    static func isBlank(_ text: String) -> Bool {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.trimmingCharacters(in: .whitespaces).isEmpty }
        return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
