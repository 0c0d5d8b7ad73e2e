import ScenarioLanguage
import StoreCore

/// The `expect` lines that hold in a world at one moment, as `w` writes them so that a replay
/// checks what the tester saw: the AccessState on the current device, each product its app
/// believes owned, the balance on its device of each consumable its account ever bought, each transaction's state in the store's ledger (deleted ones left out), and
/// the monitor's verdict (`no-violations`, or each invariant broken so far). Read through the
/// engine's public accessors only; the owned products and the monitor's lines are checked as a
/// replay checks them (a transaction's state is read as its check reads it, `effectiveState`).
struct HeldExpectations: Equatable {
    let access: Expectation
    let owned: [Expectation]
    let balances: [Expectation]
    let transactions: [Expectation]
    let monitor: [Expectation]

    init(in engine: Engine) {
        let state = engine.access.state
        var days: Int?
        var reason: String?
        switch state {
        case .evaluation(let left, _): days = left
        case .lapsed(let why): reason = why
        default: break
        }
        let ledger = engine.store
        let consumables = engine.currentDevice.storage.consumables
        let account = engine.currentDevice.account
        let candidates = (
            access: Expectation.access(state: state.name, days: days, reason: reason),
            owned: ledger.catalogue.products.filter { engine.believesOwned($0.id) }.map { Expectation.owned($0.id) },
            balances: ledger.catalogue.products
                .filter { $0.kind == .consumable && !ledger.history(account: account, product: $0.id).isEmpty }
                .map { Expectation.balance($0.id, consumables.balance(of: $0.id)) },
            transactions: ledger.transactions.filter { !$0.deleted }
                .map { Expectation.transactionState(.id($0.id), ledger.effectiveState(of: $0)) },
            monitor: engine.violations.isEmpty ? [Expectation.noViolations]
                : Self.distinct(engine.violations.map(\.invariant)).map(Expectation.violation)
        )
        // Checked as a replay checks them, on a copy: a line that would not hold is left out.
        var probe = engine
        func holds(_ expectation: Expectation) -> Bool {
            (try? probe.apply(.expect(expectation)))?.failedExpectation == nil
        }
        access = candidates.access
        owned = candidates.owned.filter(holds)
        balances = candidates.balances
        transactions = candidates.transactions
        monitor = candidates.monitor.filter(holds)
    }

    /// Every line, in the order written.
    var all: [Expectation] { [access] + owned + balances + transactions + monitor }

    /// What changed since `earlier`, for a block written after each command in `engine`: the
    /// lines `earlier` did not hold, and `not-owned` for a product owned then and not now.
    func changed(since earlier: HeldExpectations?, in engine: Engine) -> [Expectation] {
        guard let earlier else { return all }
        let before = Set(earlier.all)
        var probe = engine
        let lost = earlier.owned.filter { !owned.contains($0) }.compactMap { line -> Expectation? in
            guard case .owned(let id) = line else { return nil }
            let notOwned = Expectation.notOwned(id)
            return (try? probe.apply(.expect(notOwned)))?.failedExpectation == nil ? notOwned : nil
        }
        return all.filter { !before.contains($0) } + lost
    }

    /// What the lines say, in a few words: `access unlocked, 1 owned, 3 transactions, no violations`.
    var summary: String {
        let access = CommandFormatter.format(.expect(self.access)).replacingOccurrences(of: "expect ", with: "")
        let monitor = self.monitor == [.noViolations] ? "no violations"
            : "\(self.monitor.count) violation\(self.monitor.count == 1 ? "" : "s")"
        return "\(access), \(owned.count) owned, \(transactions.count) transaction\(transactions.count == 1 ? "" : "s"), \(monitor)"
    }

    /// `invariants` in the order first seen, each once.
    private static func distinct(_ invariants: [Invariant]) -> [Invariant] {
        var seen: Set<Invariant> = []
        return invariants.filter { seen.insert($0).inserted }
    }
}
