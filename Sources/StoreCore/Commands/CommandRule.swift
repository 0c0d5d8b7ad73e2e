import Foundation
import PurchasePort

/// One command's rules in one place: what must hold for it to run now, and what it does to the
/// world, through the port driver, into the trace. `Command.rule` gives each case its rule; the
/// engine checks it, carries it out and has the monitor judge the step (see Docs/architecture.md,
/// "Adding a command").
protocol CommandRule {
    /// What carrying the command out needs beyond its own words: the transaction it names,
    /// resolved by `check`. Nothing for most commands.
    associatedtype Checked = Void
    /// Throws when the command is not allowed in `world` now; changes nothing.
    func check(_ world: World) throws(EngineError) -> Checked
    /// Carries the checked command out; cannot fail.
    func perform(_ checked: Checked, _ world: inout World, _ trace: inout Trace)
    /// Whether the step may change what a running app grants without handing it an input: it
    /// moves time, or changes the ledger (a purchase, the transaction manager).
    var mayChangeEveryApp: Bool { get }
    /// Whether it changes what the apps are built with (the catalogue, the evaluation): the
    /// running apps hear of it when it is done.
    var changesConfiguration: Bool { get }
}

extension CommandRule {
    var mayChangeEveryApp: Bool { false }
    var changesConfiguration: Bool { false }
}

extension CommandRule where Checked == Void {
    func check(_ world: World) throws(EngineError) {}
}

// MARK: - What the rules share

extension Trace {
    /// Logs `fact` on the current device of `world`.
    mutating func log(_ fact: consuming EventFact, in world: World) {
        log(fact, on: world.currentDeviceIndex, in: world)
    }

    mutating func log(_ facts: [EventFact], in world: World) {
        for fact in facts { log(fact, in: world) }
    }
}

extension World {
    /// Resolves `#N`, `last` or a product id to a live transaction.
    func resolve(_ reference: TransactionReference) throws(EngineError) -> StoreTransaction {
        switch reference {
        case .id(let id):
            guard let tx = store.transaction(id) else {
                let count = store.transactions.count
                throw EngineError(count == 0 ? "there is no transaction #\(id) (the ledger is empty)"
                                             : "there is no transaction #\(id) (the ledger has #1 to #\(count))")
            }
            guard !tx.deleted else { throw EngineError("transaction #\(id) was deleted") }
            return tx
        case .last:
            guard let tx = store.transactions.last(where: { !$0.deleted }) else {
                throw EngineError("there is no transaction yet, so 'last' names nothing")
            }
            return tx
        case .product(let productID):
            guard store.catalogue.contains(productID) else {
                let hint = store.catalogue.closestID(to: productID).map { "; did you mean '\($0)'?" } ?? ""
                throw EngineError("unknown product '\(productID)'\(hint)")
            }
            guard let tx = store.latest(account: currentDevice.account, product: productID) else {
                throw EngineError("\(productID) has no transaction on account '\(currentDevice.account)' yet")
            }
            return tx
        }
    }

    func product(_ id: String) throws(EngineError) -> StoreProduct {
        guard let product = store.catalogue[id] else {
            let hint = store.catalogue.closestID(to: id).map { "; did you mean '\($0)'?" } ?? ""
            throw EngineError(store.catalogue.isEmpty ? "unknown product '\(id)' (the catalogue is empty; define it with 'product' or 'storekit')"
                                                      : "unknown product '\(id)'\(hint)")
        }
        return product
    }

    func requireRunning() throws(EngineError) {
        guard currentDevice.isAppRunning else {
            throw EngineError("the app is not running on \(currentDevice.name); 'launch' it first")
        }
    }

    /// `#3 com.example.pro`
    func label(_ id: TransactionID) -> String { store.label(id) }

    /// Throws unless `product` has the offer of `kind` named `id`.
    func requireOffer(_ kind: SubscriptionOffer.Kind, _ id: String, of product: StoreProduct) throws(EngineError) {
        guard product.offer(kind, id: id) == nil else { return }
        let names = product.offers.filter { $0.kind == kind }.compactMap(\.id)
        let hint = EditDistance.closest(to: id, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw EngineError("'\(product.id)' has no \(kind.rawValue) offer '\(id)'\(hint)")
    }

    /// `'ID' is handled by other code` for a product the app does not sell itself.
    func requireOwnProduct(_ product: StoreProduct) throws(EngineError) {
        if product.external {
            throw EngineError("'\(product.id)' is handled by other code, not this app; use 'buy-elsewhere \(product.id)'")
        }
    }

    /// A setup line changed what the running apps were built with: they hear of it.
    static func tellRunningAppsTheConfigurationChanged(_ world: inout World, _ trace: inout Trace) {
        for d in world.devices.deviceIndices where world.devices[d].isAppRunning {
            PortDriver().dispatch(.configurationChanged, to: d, &world, &trace)
        }
    }
}

extension ProductKind {
    /// The kind's label with its article, for messages: `an unlock`, `a consumable`.
    var withArticle: String { ("aeiou".contains(label.prefix(1)) ? "an " : "a ") + label }
}
