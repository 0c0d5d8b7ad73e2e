import Foundation
import StoreCore

/// Turns the bytes of a `.storekit` file into a `StoreKitFile`, or into the first error found.
struct StoreKitFileDecoder {
    let filePath: String

    /// What a file that is too large gets told; `found` is its size ("9437184 bytes").
    static func sizeMessage(found: String) -> String {
        "expected at most 8 MiB (\(StoreKitFile.maximumSize) bytes), found \(found)"
    }

    func decode(_ bytes: [UInt8]) throws(StoreKitFileError) -> StoreKitFile {
        guard bytes.count <= StoreKitFile.maximumSize else {
            throw StoreKitFileError(path: filePath, location: StoreKitLocation(jsonPath: "", position: .start),
                                    message: Self.sizeMessage(found: "\(bytes.count) bytes"))
        }
        let root: JSONValue
        switch JSONReader.read(bytes) {
        case .success(let value):
            root = value
        case .failure(let syntaxError):
            throw StoreKitFileError(path: filePath, location: StoreKitLocation(jsonPath: "", position: syntaxError.position),
                                    message: syntaxError.message)
        }
        guard case .object = root.content else {
            throw StoreKitFileError(path: filePath, location: StoreKitLocation(jsonPath: "", position: root.position),
                                    message: "expected an object (a StoreKit configuration) at the top level, found \(root.kindDescription)")
        }
        let file = try JSONObjectReader(root, path: "", filePath: filePath)

        let settings = try decodeSettings(in: file)
        let currency = StorefrontCurrency.currencyCode(storefront: settings.storefrontCode,
                                                       locale: Locale(identifier: settings.localeIdentifier))
        let context = ProductContext(currencyCode: currency, localeIdentifier: settings.localeIdentifier)

        var products: [StoreKitProduct] = []
        for object in try file.objects("products") + file.objects("nonRenewingSubscriptions") {
            products.append(try decodeInAppProduct(object, context))
        }
        var groups: [StoreKitSubscriptionGroup] = []
        for groupObject in try file.objects("subscriptionGroups") {
            let group = try decodeGroup(groupObject, context)
            groups.append(group.group)
            products += group.subscriptions
        }
        return StoreKitFile(path: filePath, version: try decodeVersion(in: file), identifier: try file.optionalString("identifier"),
                            products: products, subscriptionGroups: groups, settings: settings,
                            currencyCode: currency, source: file.source)
    }

    /// What every product of the file is read against.
    private struct ProductContext {
        let currencyCode: String
        let localeIdentifier: String

        func price(_ text: String?) -> Price? {
            text.flatMap { Price(amount: $0, currencyCode: currencyCode) }
        }

        /// The name of the first localisation with one: the file's locale, then its language, then en_US, then any.
        func displayName(_ localizations: [StoreKitLocalization]) -> String? {
            localized(\.displayName, in: localizations)
        }

        /// The description of the first localisation with one, chosen as the name is.
        func descriptionText(_ localizations: [StoreKitLocalization]) -> String? {
            localized(\.descriptionText, in: localizations)
        }

        private func localized(_ member: KeyPath<StoreKitLocalization, String>, in localizations: [StoreKitLocalization]) -> String? {
            // ASCII, as locale identifiers are, byte by byte: Foundation's `replacingOccurrences`
            // cost ~36,000 instructions a call, several for each product of a file.
            func normalized(_ identifier: String) -> String {
                guard identifier.utf8.allSatisfy({ $0 < 0x80 }) else { return identifier.replacingOccurrences(of: "-", with: "_").lowercased() }
                return String(decoding: identifier.utf8.map { $0 == 0x2D ? 0x5F : (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
            }
            func language(_ identifier: String) -> Substring { normalized(identifier).split(separator: "_").first ?? "" }
            let named = localizations.filter { !$0[keyPath: member].isEmpty }
            // One localization, nearly every product's, is the one chosen whatever its locale.
            if named.count <= 1 { return named.first?[keyPath: member] }
            let wanted = normalized(localeIdentifier)
            let chosen = named.first { normalized($0.locale) == wanted }
                ?? named.first { language($0.locale) == language(wanted) }
                ?? named.first { normalized($0.locale) == "en_us" }
                ?? named.first
            return chosen?[keyPath: member]
        }
    }

    // MARK: Top level

    private func decodeVersion(in file: JSONObjectReader) throws(StoreKitFileError) -> StoreKitFormatVersion? {
        guard let version = try file.optionalObject("version") else { return nil }
        guard let major = try version.optionalInt("major") else { throw version.missing("major", "an integer") }
        return StoreKitFormatVersion(major: major, minor: try version.optionalInt("minor") ?? 0)
    }

    private func decodeSettings(in file: JSONObjectReader) throws(StoreKitFileError) -> StoreKitSettings {
        guard let settings = try file.optionalObject("settings") else {
            return StoreKitSettings(askToBuyEnabled: false, billingIssuesEnabled: false, renewalBillingIssuesEnabled: false,
                                    billingGracePeriodEnabled: false, disableDialogs: false, failTransactionsEnabled: false,
                                    legacyErrorCode: nil, simulatedErrors: [], locale: nil, storefront: nil, timeRateCode: nil,
                                    source: StoreKitSource(location: file.source.location(of: "settings"), members: []))
        }
        var simulatedErrors: [StoreKitSimulatedError] = []
        for entry in try settings.objects("_storeKitErrors") {
            let category = try entry.optionalString("category")
            guard let name = try entry.optionalString("name") ?? category else { throw entry.missing("name", "a string") }
            let current = try entry.optionalObject("current")
            simulatedErrors.append(StoreKitSimulatedError(
                name: name, enabled: try entry.bool("enabled", default: false),
                errorType: try current?.optionalString("type"), errorIndex: try current?.optionalInt("index"),
                source: entry.source))
        }
        return StoreKitSettings(
            askToBuyEnabled: try settings.bool("_askToBuyEnabled", default: false),
            billingIssuesEnabled: try settings.bool("_billingIssuesEnabled", default: false),
            renewalBillingIssuesEnabled: try settings.bool("_renewalBillingIssuesEnabled", default: false),
            billingGracePeriodEnabled: try settings.bool("_billingGracePeriodEnabled", default: false),
            disableDialogs: try settings.bool("_disableDialogs", default: false),
            failTransactionsEnabled: try settings.bool("_failTransactionsEnabled", default: false),
            legacyErrorCode: try decodeLegacyErrorCode(in: settings),
            simulatedErrors: simulatedErrors,
            locale: try settings.optionalString("_locale"),
            storefront: try settings.optionalString("_storefront"),
            timeRateCode: try settings.optionalInt("_timeRate"),
            source: settings.source)
    }

    /// `_storeKitError`: an `SKError.Code` raw value, so 0 or more.
    private func decodeLegacyErrorCode(in settings: JSONObjectReader) throws(StoreKitFileError) -> Int? {
        guard let code = try settings.optionalInt("_storeKitError") else { return nil }
        guard code >= 0 else {
            throw settings.invalid("_storeKitError", "expected an SKError code (0 or more), found \(code)")
        }
        return code
    }

    // MARK: Products

    private func decodeInAppProduct(_ object: JSONObjectReader, _ context: ProductContext) throws(StoreKitFileError) -> StoreKitProduct {
        let type = try object.string("type")
        let kind: StoreKitProduct.Kind
        switch type {
        case "Consumable": kind = .consumable
        case "NonConsumable": kind = .nonConsumable
        case "NonRenewingSubscription": kind = .nonRenewingSubscription
        default:
            throw object.invalid("type", "expected \"Consumable\", \"NonConsumable\" or \"NonRenewingSubscription\", found \(JSONReader.quoted(type))")
        }
        return try decodeProduct(object, kind: kind, context)
    }

    private func decodeProduct(_ object: JSONObjectReader, kind: StoreKitProduct.Kind,
                               _ context: ProductContext) throws(StoreKitFileError) -> StoreKitProduct {
        guard let productID = try object.identifier("productID", "a product id") else { throw object.missing("productID", "a string") }
        let displayPrice = try object.optionalString("displayPrice")
        let localizations = try decodeLocalizations(in: object)
        return StoreKitProduct(
            productID: productID, kind: kind, referenceName: try object.optionalString("referenceName"),
            displayPrice: displayPrice, price: context.price(displayPrice),
            displayName: context.displayName(localizations), descriptionText: context.descriptionText(localizations),
            familyShareable: try object.bool("familyShareable", default: false),
            localizations: localizations, internalID: try object.optionalString("internalID"), source: object.source)
    }

    private func decodeGroup(_ object: JSONObjectReader, _ context: ProductContext)
        throws(StoreKitFileError) -> (group: StoreKitSubscriptionGroup, subscriptions: [StoreKitProduct]) {
        let name = try object.identifier("name", "a subscription group name") ?? ""
        let id = try object.optionalString("id")
        let localizations = try decodeLocalizations(in: object)
        let displayName = context.displayName(localizations)
        var subscriptions: [StoreKitProduct] = []
        for subscription in try object.objects("subscriptions") {
            let details = try decodeSubscriptionDetails(subscription, groupName: name, groupDisplayName: displayName, groupID: id, context)
            subscriptions.append(try decodeProduct(subscription, kind: .autoRenewableSubscription(details), context))
        }
        let group = StoreKitSubscriptionGroup(id: id, name: name, localizations: localizations,
                                              productIDs: subscriptions.map(\.productID), source: object.source)
        return (group, subscriptions)
    }

    private func decodeSubscriptionDetails(_ object: JSONObjectReader, groupName: String, groupDisplayName: String?, groupID: String?,
                                           _ context: ProductContext) throws(StoreKitFileError) -> StoreKitSubscriptionDetails {
        var introductoryOffers = try decodeOffers(object.objects("introductoryOffers"), context)
        if introductoryOffers.isEmpty, let single = try object.optionalObject("introductoryOffer") {
            introductoryOffers = [try decodeOffer(single, context)]
        }
        return StoreKitSubscriptionDetails(
            groupName: groupName, groupDisplayName: groupDisplayName, groupID: try object.optionalString("subscriptionGroupID") ?? groupID,
            period: try decodePeriod(object, "recurringSubscriptionPeriod"),
            level: try object.optionalInt("groupNumber") ?? 1,
            introductoryOffers: introductoryOffers,
            promotionalOffers: try decodeOffers(object.objects("adHocOffers"), context),
            offerCodes: try decodeOffers(object.objects("codeOffers"), context),
            winBackOffers: try decodeOffers(object.objects("winbackOffers"), context),
            billingPlans: try decodeBillingPlans(object.objects("billingPlans"), context))
    }

    private func decodeOffers(_ objects: [JSONObjectReader], _ context: ProductContext) throws(StoreKitFileError) -> [StoreKitOffer] {
        var offers: [StoreKitOffer] = []
        for object in objects { offers.append(try decodeOffer(object, context)) }
        return offers
    }

    private func decodeOffer(_ object: JSONObjectReader, _ context: ProductContext) throws(StoreKitFileError) -> StoreKitOffer {
        let modeText = try object.string("paymentMode")
        guard let mode = StoreKitOffer.PaymentMode(rawValue: modeText) else {
            throw object.invalid("paymentMode", "expected \"free\", \"payAsYouGo\" or \"payUpFront\", found \(JSONReader.quoted(modeText))")
        }
        let numberOfPeriods = try object.optionalInt("numberOfPeriods") ?? 1
        guard numberOfPeriods >= 1 else {
            throw object.invalid("numberOfPeriods", "expected at least 1 period, found \(numberOfPeriods)")
        }
        let displayPrice = try object.optionalString("displayPrice")
        // A free offer costs nothing whatever its displayPrice says: Xcode writes "" there.
        let price = mode == .free ? Price(amount: 0, currencyCode: context.currencyCode) : context.price(displayPrice)
        return StoreKitOffer(
            paymentMode: mode, period: try decodePeriod(object, "subscriptionPeriod"), numberOfPeriods: numberOfPeriods,
            displayPrice: displayPrice, price: price,
            offerID: try object.optionalString("offerID"), referenceName: try object.optionalString("referenceName"),
            internalID: try object.optionalString("internalID"), eligibility: try object.strings("eligibility"),
            isStackable: try object.optionalBool("isStackable"), isEligible: try object.optionalBool("isEligible"),
            billingPlanType: try object.optionalString("billingPlanType"), source: object.source)
    }

    private func decodeBillingPlans(_ objects: [JSONObjectReader], _ context: ProductContext) throws(StoreKitFileError) -> [StoreKitBillingPlan] {
        var plans: [StoreKitBillingPlan] = []
        for object in objects {
            let displayPrice = try object.optionalString("displayPrice")
            let commitmentDisplayPrice = try object.optionalString("commitmentDisplayPrice")
            plans.append(StoreKitBillingPlan(
                type: try object.optionalString("billingPlanType") ?? "", displayPrice: displayPrice,
                price: context.price(displayPrice), commitmentDisplayPrice: commitmentDisplayPrice,
                commitmentPrice: context.price(commitmentDisplayPrice),
                isEnabled: try object.bool("isEnabled", default: true), internalID: try object.optionalString("internalID"),
                source: object.source))
        }
        return plans
    }

    private func decodeLocalizations(in object: JSONObjectReader) throws(StoreKitFileError) -> [StoreKitLocalization] {
        var localizations: [StoreKitLocalization] = []
        for entry in try object.objects("localizations") {
            localizations.append(StoreKitLocalization(
                locale: try entry.optionalString("locale") ?? "", displayName: try entry.optionalString("displayName") ?? "",
                descriptionText: try entry.optionalString("description") ?? ""))
        }
        return localizations
    }

    private func decodePeriod(_ object: JSONObjectReader, _ key: String) throws(StoreKitFileError) -> SubscriptionPeriod {
        let text = try object.string(key)
        guard let period = SubscriptionPeriod(iso8601: text) else {
            throw object.invalid(key, "expected a period such as P1W, P1M, P3M or P1Y, found \(JSONReader.quoted(text))")
        }
        return period
    }
}
