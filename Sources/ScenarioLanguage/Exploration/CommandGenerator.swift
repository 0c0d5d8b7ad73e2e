import StoreCore

/// Random commands an engine accepts now, over the engine's own catalogue: store actions, app
/// lifecycle, devices, accounts, clocks, failures and quirks. Setup that would change what is
/// under test (products, the evaluation, the client, the start clock) is never generated, nor
/// are expectations.
package struct CommandGenerator: Sendable {
    /// Devices and accounts sessions move between (the first of each exists from the start).
    package static let deviceNames = [Engine.defaultDevice, "tablet"]
    package static let accountNames = [Engine.defaultAccount, "family"]
    /// How many candidates are drawn before a step gives up (the engine refused them all).
    static let attempts = 40

    package init() {}

    /// A command `engine` accepts now (and `storedbg run` would run: within `RenewalLimit`), or
    /// nil when none of the candidates drawn was accepted.
    package func next(for engine: Engine, using random: inout SplitMix64) -> Command? {
        for _ in 0..<Self.attempts {
            let command = candidate(for: engine, using: &random)
            if engine.refusal(of: command) == nil, RenewalLimit.refusal(of: command, in: engine) == nil { return command }
        }
        return nil
    }

    /// One command drawn at random; it may be refused. The weights favour what makes purchases
    /// happen and be seen: launches, purchases and store actions on existing transactions.
    func candidate(for engine: Engine, using random: inout SplitMix64) -> Command {
        let products = engine.store.catalogue.products
        let product = products.randomElement(using: &random)?.id ?? "none"
        let subscriptions = products.filter(\.kind.isAutoRenewable).map(\.id)
        let consumables = products.filter { if case .consumable = $0.kind { return true } else { return false } }.map(\.id)
        let reference = transactionReference(engine, product: product, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<10: return [.launch, .relaunch, .launch, .quit].randomElement(using: &random) ?? .launch
        case 10..<13: return .reinstall
        case 13..<16: return .useFeature
        case 16..<20: return Bool.random(using: &random) ? .online : .offline
        case 20..<23: return .products(ProductsOutcome.allCases.randomElement(using: &random) ?? .load)
        case 23..<25: return .restore
        case 25..<28: return .refresh(cancelled: Bool.random(using: &random))
        case 28..<30:
            return .consume(productID: consumables.randomElement(using: &random) ?? product, units: Int.random(in: 1...2, using: &random))
        case 30..<44: return .buy(productID: product, outcome: purchaseOutcome(using: &random))
        case 44..<47: return .buyElsewhere(productID: product)
        case 47..<51: return .approve(reference)
        case 51..<53: return .decline(reference)
        case 53..<57: return .refund(reference, RefundReason.allCases.randomElement(using: &random) ?? .other)
        case 57..<59: return .revoke(reference)
        case 59..<61: return .expire(reference)
        case 61..<63: return .renew(subscriptions.randomElement(using: &random).map { .product($0) } ?? reference)
        case 63..<65: return .billingIssue(reference, grace: Bool.random(using: &random) ? .days(6) : nil)
        case 65..<67: return .resolve(reference)
        case 67..<69: return .delete(reference)
        case 69..<71: return Bool.random(using: &random) ? .familyShare(productID: product) : .familyStop(productID: product)
        case 71..<73: return .autoRenew(reference, on: Bool.random(using: &random))
        case 73..<81: return .advance(duration(using: &random))
        case 81..<84:
            let span = TimeSpan(seconds: Int64.random(in: 1...(3 * 86_400), using: &random))
            return .deviceClock(Bool.random(using: &random) ? span : TimeSpan(seconds: -span.seconds))
        case 84..<88: return .device(Self.deviceNames.randomElement(using: &random) ?? Engine.defaultDevice)
        case 88..<91: return .account(Self.accountNames.randomElement(using: &random) ?? Engine.defaultAccount)
        case 91..<96:
            let error: StoreError? = Bool.random(using: &random) ? nil
                : [.networkError, .systemError, .notAvailableInStorefront].randomElement(using: &random)
            return .fail(StoreAPI.allCases.randomElement(using: &random) ?? .purchase, error)
        default:
            return .quirk(Quirk.allCases.randomElement(using: &random) ?? .listedLate, on: Bool.random(using: &random))
        }
    }

    private func transactionReference(_ engine: Engine, product: String, using random: inout SplitMix64) -> TransactionReference {
        let count = engine.store.transactions.count
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .last
        case 1: return .product(product)
        default: return count == 0 ? .last : .id(TransactionID(Int.random(in: max(1, count - 3)...count, using: &random)))
        }
    }

    private func purchaseOutcome(using random: inout SplitMix64) -> PurchaseOutcome {
        let outcomes: [PurchaseOutcome] = [.success, .success, .success, .askToBuy, .cancel, .fail(.networkError), .unverified, .interrupted]
        return outcomes.randomElement(using: &random) ?? .success
    }

    private func duration(using random: inout SplitMix64) -> TimeSpan {
        let round: [TimeSpan] = [.days(1), .days(7), .days(14), .days(15), .days(31), .days(3)]
        if Bool.random(using: &random) { return round.randomElement(using: &random) ?? .days(1) }
        return TimeSpan(seconds: Int64.random(in: 60...(40 * 86_400), using: &random))
    }
}
