import Foundation
import StoreCore

/// The setup commands: catalogue, evaluation, clock, client, quirks, devices, failures.
extension LineReader {
    /// `product ID unlock|consumable|nonrenewing DURATION|subscription GROUP PERIOD [level N]`
    /// then, in any order, `price AMOUNT CURRENCY`, `name "…"`, `family-shareable`, `external`.
    mutating func productCommand() throws(LineError) -> Command {
        let id = try newProductID()
        let kind: ProductKind
        switch try choice(Vocabulary.ProductKindName.self) {
        case .unlock:
            kind = .unlock
        case .consumable:
            kind = .consumable
        case .nonrenewing:
            kind = .nonRenewing(try duration())
        case .subscription:
            let group = try word("a subscription group")
            let period = try subscriptionPeriod()
            let level = take(Vocabulary.level) ? try number(atLeast: 1, noun: "level") : 1
            kind = .subscription(group: group, period: period, level: level)
        }
        var product = StoreProduct(id: id.text, kind: kind)
        // A few options at most, looked through: a set hashed each, about 1,200 instructions.
        var given: [Vocabulary.ProductOption] = []
        while let token = peek {
            let option = try choice(Vocabulary.ProductOption.self)
            guard !given.contains(option) else { throw .at(token.column, "'\(option.rawValue)' is given twice") }
            given.append(option)
            switch option {
            case .price: product.price = try price()
            case .name: product.displayName = try word("a display name such as \"Pro Unlock\"")
            case .familyShareable: product.familyShareable = true
            case .external: product.external = true
            }
        }
        try checkAdding(product, at: id.column)
        return .product(product)
    }

    /// `storekit PATH`, the path relative to the scenario's folder.
    mutating func storeKitCommand() throws(LineError) -> Command {
        let token = try wordToken("a path to a .storekit file")
        let (path, column) = (token.text, token.column)
        try finish()
        switch context.loadStoreKit(context.resolve(storeKitPath: path)) {
        case .success(let configuration):
            // Products that add cleanly to an empty catalogue add cleanly to an empty context.
            if context.catalogue.isEmpty, configuration.catalogue != nil { return .storekit(path: path, configuration: configuration) }
            do throws(LineError) {
                try checkAdding(configuration.products, at: column)
            } catch {
                // The file's products clash, not the line's words: no example of the command.
                guard case .onLine(let problems) = error else { throw error }
                throw .aboutStoreKitFile(problems)
            }
            return .storekit(path: path, configuration: configuration)
        case .failure(.unreadable(let reason)):
            throw .aboutStoreKitFile([(column, "cannot read '\(path)': \(reason)")])
        case .failure(.invalid(let diagnostics)) where !diagnostics.isEmpty:
            throw .inStoreKitFile(diagnostics)
        case .failure(.invalid):
            throw .aboutStoreKitFile([(column, "expected a StoreKit configuration in '\(path)'")])
        }
    }

    /// `evaluation DURATION unlocks ID` then, in any order, `start first-launch|first-use`,
    /// `count elapsed|calendar`, `storage keychain+preferences|preferences|keychain`.
    mutating func evaluationCommand() throws(LineError) -> Command {
        let length = try duration()
        try expect(Vocabulary.unlocks)
        var policy = EvaluationPolicy(length: length, unlockProductID: try productID())
        var given: Set<Vocabulary.EvaluationOption> = []
        while let token = peek {
            let option = try choice(Vocabulary.EvaluationOption.self)
            guard given.insert(option).inserted else { throw .at(token.column, "'\(option.rawValue)' is given twice") }
            switch option {
            case .start: policy.start = try choice(EvaluationPolicy.Start.self)
            case .count: policy.count = try choice(EvaluationPolicy.Count.self)
            case .storage: policy.storage = try choice(EvaluationPolicy.Storage.self)
            }
        }
        return .evaluation(policy)
    }

    /// `trial ID of ID lasting DURATION`: a store-dated trial, a free product of its own or an unlock
    /// already defined (from a `.storekit` file) marked as the trial.
    mutating func trialCommand() throws(LineError) -> Command {
        let id = try newProductID()
        try expect(Vocabulary.of)
        let target = try productID()
        try expect(Vocabulary.lasting)
        let lasting = try duration()
        let trial = context.catalogue.trial(id: id.text, of: target, lasting: lasting)
        try checkAdding(trial.product, at: id.column, replacing: trial.replacing)
        return .trial(id: id.text, of: target, lasting: lasting)
    }

    /// `nonrenewing ID lasting DURATION`: the length of a non-renewing subscription defined
    /// earlier (a `.storekit` file gives none).
    mutating func nonRenewingCommand() throws(LineError) -> Command {
        let id = try productID(.nonRenewing)
        try expect(Vocabulary.lasting)
        return .nonRenewingLength(productID: id, lasting: try duration())
    }

    /// `clock ISO-8601-INSTANT`
    mutating func clockCommand() throws(LineError) -> Command {
        let expected = "an instant such as 2026-01-01T09:00:00Z"
        let token = try next(expecting: expected)
        guard let date = InstantFormat.parse(token.text) else {
            throw .at(token.column, "expected \(expected), found \(Self.quote(token))")
        }
        return .clock(date)
    }

    /// `client reference`, `client fault NAME`, or `client NAME` for a registered client.
    mutating func clientCommand() throws(LineError) -> Command {
        if let token = peek, context.clients.contains(token.text) {
            _ = try next(expecting: "a client")
            return .client(.registered(token.text))
        }
        guard !context.clients.isEmpty else { return try builtInClient() }
        let names = Vocabulary.ClientKind.allCases.map(\.rawValue) + context.clients
        let token = try next(expecting: Self.list(names))
        if let kind = Vocabulary.ClientKind(rawValue: token.text) { return try builtInClient(kind) }
        throw .at(token.column, "expected \(Self.list(names)), found \(Self.quote(token))\(Self.suggestion(for: token.text, among: names))")
    }

    private mutating func builtInClient(_ chosen: Vocabulary.ClientKind? = nil) throws(LineError) -> Command {
        let kind: Vocabulary.ClientKind
        if let chosen { kind = chosen } else { kind = try choice(Vocabulary.ClientKind.self) }
        switch kind {
        case .reference: return .client(.reference)
        case .fault: return .client(.fault(try named("client fault", ClientFault.self)))
        }
    }

    /// `timezone IANA-NAME`, as Foundation knows it.
    mutating func timeZoneCommand() throws(LineError) -> Command {
        let name = try named("time zone", hint: "an IANA name such as Europe/Zurich",
                             names: TimeZone.knownTimeZoneIdentifiers) { TimeZone(identifier: $0) == nil ? nil : $0 }
        return .timeZone(name)
    }

    /// `fail API ERROR` or `fail API off`. The entitlements read fails by being cancelled, so
    /// `fail entitlements` needs no error; it records `userCancelled`.
    mutating func failCommand() throws(LineError) -> Command {
        let api = try named("store API", StoreAPI.self)
        if take(Vocabulary.Switch.off.rawValue) { return .fail(api, nil) }
        if api == .entitlements, peek == nil { return .fail(api, .userCancelled) }
        return .fail(api, try storeKitError(orOff: true))
    }

    /// A StoreKit error by its real name or a short alias (`network`, `cancelled`, …).
    mutating func storeKitError(orOff: Bool = false) throws(LineError) -> StoreError {
        try named("StoreKit error", hint: "one of \(StoreError.allNames.joined(separator: ", "))" + (orOff ? ", or 'off'" : ""),
                  names: StoreError.allNames) { StoreError(named: $0) }
    }

    // MARK: Parts

    /// A period as `.storekit` files write it: `P1W`, `P1M`, `P3M`, `P1Y`.
    mutating func subscriptionPeriod() throws(LineError) -> SubscriptionPeriod {
        let expected = "a subscription period such as P1W, P1M, P3M or P1Y"
        let token = try next(expecting: expected)
        guard let period = SubscriptionPeriod(iso8601: token.text) else {
            throw .at(token.column, "expected \(expected), found \(Self.quote(token))")
        }
        return period
    }

    /// `AMOUNT CURRENCY` after `price`: a decimal written with a dot, and an ISO 4217 code.
    mutating func price() throws(LineError) -> Price {
        let expectedAmount = "a price such as 0.99 or 29"
        let amount = try next(expecting: expectedAmount)
        guard let decimal = Price(amount: amount.text, currencyCode: "")?.amount else {
            throw .at(amount.column, "expected \(expectedAmount), found \(Self.quote(amount))")
        }
        let expectedCurrency = "a three-letter currency code such as USD or EUR"
        let currency = try next(expecting: expectedCurrency)
        guard Self.isCurrencyCode(currency.text) else {
            throw .at(currency.column, "expected \(expectedCurrency), found \(Self.quote(currency))")
        }
        return Price(amount: decimal, currencyCode: currency.text)
    }

    /// ICU's common currency codes in order, asked once: the list costs about 45,000
    /// instructions a time, and hashing its codes into a set about 100,000 more.
    static let currencyCodes = Locale.commonISOCurrencyCodes.sorted()

    /// Whether `text`, in capitals, is one of `currencyCodes`: found by halving the list.
    static func isCurrencyCode(_ text: String) -> Bool {
        let code = text.uppercased()
        var low = 0, high = currencyCodes.count
        while low < high {
            let middle = (low + high) / 2
            if currencyCodes[middle] < code { low = middle + 1 } else { high = middle }
        }
        return low < currencyCodes.count && currencyCodes[low] == code
    }

    /// Throws the catalogue's objections to adding a `.storekit` file's `products` after the
    /// earlier ones, a duplicate within the file among them.
    private func checkAdding(_ products: [StoreProduct], at column: Int) throws(LineError) {
        // Checked against the context's catalogue without copying it: a copy per line made a
        // file of 20,000 products quadratic. The set sized at once: growing it rehashed every
        // id so far (about 1,300 instructions an id).
        var added = Set<String>(minimumCapacity: products.count)
        var problems: [CatalogueProblem] = []
        for product in products {
            var found = context.catalogue.problems(adding: product)
            if added.contains(product.id) { found.append(.duplicate(product.id)) }
            if found.isEmpty { added.insert(product.id) }
            problems += found
        }
        try refuse(problems, at: column)
    }

    /// Throws the catalogue's objections to adding `product`: a line's one product, checked
    /// without making an array of it (and copying it in and out).
    private func checkAdding(_ product: StoreProduct, at column: Int, replacing: Bool = false) throws(LineError) {
        try refuse(context.catalogue.problems(adding: product, replacing: replacing), at: column)
    }

    /// Throws `problems`, if any, as errors at `column`.
    private func refuse(_ problems: [CatalogueProblem], at column: Int) throws(LineError) {
        guard problems.isEmpty else { throw .onLine(problems.map { (column, $0.description) }) }
    }
}

/// `product`, `storekit`, `evaluation`, `trial`, `nonrenewing`, `clock`, `client`, `quirk`,
/// `device`, `account`, `timezone`, `fail`.
enum SetupSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case product, storekit, evaluation, trial, nonrenewing, clock, client, quirk, device, account
        case timezone, fail
    }

    /// `storekit`'s file is relative to the scenario's folder: the tests read the example
    /// beside the StoreKit twin's scenarios, where `Pro.storekit` is.
    static func example(_ name: Name) -> String {
        switch name {
        case .product: return "product com.example.lifetime unlock price 19.99 USD"
        case .storekit: return "storekit Pro.storekit"
        case .evaluation: return "evaluation 14d unlocks com.example.pro"
        case .trial: return "trial com.example.trial of com.example.pro lasting 7d"
        case .nonrenewing: return "nonrenewing com.example.pass lasting 30d"
        case .clock: return "clock 2026-01-01T09:00:00Z"
        case .client: return "client reference"
        case .quirk: return "quirk listed-late on"
        case .device: return "device phone"
        case .account: return "account anna"
        case .timezone: return "timezone Europe/Zurich"
        case .fail: return "fail purchase networkError"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        switch name {
        case .product: return try reader.productCommand()
        case .storekit: return try reader.storeKitCommand()
        case .evaluation: return try reader.evaluationCommand()
        case .trial: return try reader.trialCommand()
        case .nonrenewing: return try reader.nonRenewingCommand()
        case .clock: return try reader.clockCommand()
        case .client: return try reader.clientCommand()
        case .quirk: return .quirk(try reader.named("quirk", Quirk.self), on: try reader.onOff())
        case .device: return .device(try reader.word("a device name"))
        case .account: return .account(try reader.word("an account name"))
        case .timezone: return try reader.timeZoneCommand()
        default: return try reader.failCommand()
        }
    }

    static func format(_ command: Command) -> String? {
        switch command {
        case .product(let product):
            return productLine(product)
        case .storekit(let path, _):
            return line(.storekit, quoted(path))
        case .evaluation(let policy):
            return evaluationLine(policy)
        case .trial(let id, let target, let lasting):
            return line(.trial, id, Vocabulary.of, target, Vocabulary.lasting, lasting.description)
        case .nonRenewingLength(let id, let lasting):
            return line(.nonrenewing, id, Vocabulary.lasting, lasting.description)
        case .clock(let date):
            return line(.clock, InstantFormat.iso(date))
        case .client(.reference):
            return line(.client, Vocabulary.ClientKind.reference.rawValue)
        case .client(.fault(let fault)):
            return line(.client, Vocabulary.ClientKind.fault.rawValue, fault.rawValue)
        case .client(.registered(let name)):
            return line(.client, name)
        case .quirk(let quirk, let on):
            return line(.quirk, quirk.rawValue, onOff(on))
        case .device(let name):
            return line(.device, quoted(name))
        case .account(let name):
            return line(.account, quoted(name))
        case .timeZone(let name):
            return line(.timezone, quoted(name))
        case .fail(let api, nil):
            return line(.fail, api.rawValue, Vocabulary.Switch.off.rawValue)
        case .fail(.entitlements, .userCancelled):
            return line(.fail, StoreAPI.entitlements.rawValue)
        case .fail(let api, let error?):
            return line(.fail, api.rawValue, error.rawValue)
        default:
            return nil
        }
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        switch (Name(rawValue: previous[0]), previous.count) {
        case (.nonrenewing, 1): return .product
        case (.client, 1): return .words(Vocabulary.ClientKind.allCases.map(\.rawValue))
        case (.client, 2) where previous[1] == Vocabulary.ClientKind.fault.rawValue: return .words(ClientFault.allCases.map(\.rawValue))
        case (.quirk, 1): return .words(Quirk.allCases.map(\.rawValue))
        case (.quirk, 2): return .words(Vocabulary.Switch.allCases.map(\.rawValue))
        case (.fail, 1): return .words(StoreAPI.allCases.map(\.rawValue))
        case (.fail, 2): return .words(StoreError.allNames + [Vocabulary.Switch.off.rawValue])
        default: return nil
        }
    }

    private static func productLine(_ product: StoreProduct) -> String {
        var words = [quoted(product.id)]
        switch product.kind {
        case .unlock:
            words.append(Vocabulary.ProductKindName.unlock.rawValue)
        case .consumable:
            words.append(Vocabulary.ProductKindName.consumable.rawValue)
        case .nonRenewing(let span):
            words += [Vocabulary.ProductKindName.nonrenewing.rawValue, span.description]
        case .subscription(let group, let period, let level):
            words += [Vocabulary.ProductKindName.subscription.rawValue, quoted(group), period.description]
            if level != 1 { words += [Vocabulary.level, String(level)] }
        case .trial(let target, let lasting):
            // Not a `product` kind in scenarios: the `trial` line defines the same product.
            return line(.trial, product.id, Vocabulary.of, target, Vocabulary.lasting, lasting.description)
        }
        if let price = product.price {
            words += [Vocabulary.ProductOption.price.rawValue, PriceFormatters.text(of: price.amount), price.currencyCode]
        }
        if let name = product.displayName { words += [Vocabulary.ProductOption.name.rawValue, quoted(name)] }
        if product.familyShareable { words.append(Vocabulary.ProductOption.familyShareable.rawValue) }
        if product.external { words.append(Vocabulary.ProductOption.external.rawValue) }
        return line(.product, words.joined(separator: " "))
    }

    private static func evaluationLine(_ policy: EvaluationPolicy) -> String {
        let defaults = EvaluationPolicy(unlockProductID: policy.unlockProductID)
        var words = [policy.length.description, Vocabulary.unlocks, quoted(policy.unlockProductID)]
        if policy.start != defaults.start { words += [Vocabulary.EvaluationOption.start.rawValue, policy.start.rawValue] }
        if policy.count != defaults.count { words += [Vocabulary.EvaluationOption.count.rawValue, policy.count.rawValue] }
        if policy.storage != defaults.storage {
            words += [Vocabulary.EvaluationOption.storage.rawValue, policy.storage.rawValue]
        }
        return line(.evaluation, words.joined(separator: " "))
    }
}
