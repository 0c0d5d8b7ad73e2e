import Foundation
import PurchasePort

// The setup commands: the catalogue, the evaluation, the clock, the client, the store's quirks
// and failures, the device, account and time zone.

/// `product ID KIND …`
struct ProductRule: CommandRule {
    let product: StoreProduct
    var changesConfiguration: Bool { true }

    func check(_ world: World) throws(EngineError) {
        if let first = world.store.catalogue.problems(adding: product).first { throw EngineError(first.description) }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        _ = world.store.addProduct(product)
        trace.log(.productAdded(product, locale: world.store.settings.locale), in: world)
    }
}

/// `storekit PATH`: a catalogue read from a `.storekit` file.
struct StoreKitRule: CommandRule {
    let path: String
    let configuration: StoreConfiguration
    var changesConfiguration: Bool { true }

    /// The catalogue the file's products make added to the store's: the file's own, made
    /// once, when the store's is empty.
    func check(_ world: World) throws(EngineError) -> Catalogue {
        if world.store.catalogue.isEmpty, let catalogue = configuration.catalogue { return catalogue }
        var catalogue = world.store.catalogue
        for product in configuration.products {
            if let problem = catalogue.add(product).first { throw EngineError(problem.description) }
        }
        return catalogue
    }

    func perform(_ catalogue: Catalogue, _ world: inout World, _ trace: inout Trace) {
        if !configuration.products.isEmpty { world.store.catalogue = catalogue }
        world.store.setSettings(configuration.settings)
        world.storefrontChanged()
        trace.log(.storekitLoaded(path: path, products: configuration.products.count), in: world)
    }
}

/// `evaluation DURATION unlocks ID …`
struct EvaluationRule: CommandRule {
    let policy: EvaluationPolicy
    var changesConfiguration: Bool { true }

    func check(_ world: World) throws(EngineError) {
        if world.evaluation != nil { throw EngineError("the evaluation is already defined") }
        let unlock = try world.product(policy.unlockProductID)
        guard unlock.kind == .unlock else {
            throw EngineError("the evaluation unlocks '\(unlock.id)', which is \(unlock.kind.withArticle), not an unlock (non-consumable)")
        }
        guard policy.length.seconds > 0 else { throw EngineError("the evaluation must last longer than 0s") }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        world.evaluation = policy
        trace.log(.evaluationDefined(policy), in: world)
    }
}

/// `trial ID of ID lasting DURATION`
struct TrialRule: CommandRule {
    let id: String, target: String, lasting: TimeSpan
    var changesConfiguration: Bool { true }

    func check(_ world: World) throws(EngineError) {
        let trial = world.store.catalogue.trial(id: id, of: target, lasting: lasting)
        if let problem = world.store.catalogue.problems(adding: trial.product, replacing: trial.replacing).first {
            throw EngineError(problem.description)
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let trial = world.store.catalogue.trial(id: id, of: target, lasting: lasting)
        _ = world.store.addProduct(trial.product, replacing: trial.replacing)
        trace.log(.trialDefined(id: id, of: target, lasting: lasting), in: world)
    }
}

/// `offer ID KIND …`: an offer on an auto-renewable subscription.
struct OfferRule: CommandRule {
    let productID: String
    let offer: SubscriptionOffer
    var changesConfiguration: Bool { true }

    func check(_ world: World) throws(EngineError) {
        if let problem = world.store.catalogue.problem(addingOffer: offer, to: productID) { throw EngineError(problem.description) }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        world.store.catalogue.addOffer(offer, to: productID)
        trace.log(.offerAdded(product: productID, offer, locale: world.store.settings.locale), in: world)
    }
}

/// `nonrenewing ID lasting DURATION`
struct NonRenewingLengthRule: CommandRule {
    let id: String, lasting: TimeSpan
    var changesConfiguration: Bool { true }

    func check(_ world: World) throws(EngineError) {
        let pass = try world.product(id)
        guard pass.kind.isNonRenewing else {
            throw EngineError("'\(id)' is \(pass.kind.withArticle), not a non-renewing subscription")
        }
        guard lasting.seconds > 0 else { throw EngineError("a non-renewing subscription must last longer than 0s") }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        if let pass = world.store.catalogue.pass(id: id, lasting: lasting) { _ = world.store.addProduct(pass, replacing: true) }
        trace.log(.nonRenewingLength(product: id, lasting: lasting), in: world)
    }
}

/// `clock INSTANT`: the true clock.
struct ClockRule: CommandRule {
    let date: Date
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) {
        if date < world.store.now, !world.store.transactions.isEmpty {
            throw EngineError("the true clock cannot move back once transactions exist (it is \(InstantFormat.iso(world.store.now))); use 'device-clock -DURATION' to move a device's clock")
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        if world.store.transactions.isEmpty { world.beginning = date }
        world.store.setNow(date)
        trace.log(.trueClockSet(date), in: world)
    }
}

/// `client reference|fault NAME|NAME`
struct ClientRule: CommandRule {
    let choice: ClientChoice

    func check(_ world: World) throws(EngineError) {
        if case .registered(let name) = choice, !world.clients.contains(name) { throw EngineError(world.clients.unknownNameMessage(name)) }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        world.clientChoice = choice
        let running = world.devices.indices.contains { world.devices[$0].process.running }
        trace.log(.clientChosen(choice, appRunning: running), in: world)
    }
}

/// `quirk NAME on|off`
struct QuirkRule: CommandRule {
    let quirk: Quirk, on: Bool

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        world.store.setQuirk(quirk, on: on)
        trace.log(.quirkSet(quirk, on: on), in: world)
    }
}

/// `fail API ERROR|off`
struct FailRule: CommandRule {
    let api: StoreAPI, error: StoreError?

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        world.store.setFailure(api, error)
        trace.log(.storeCallFailing(api, error), in: world)
    }
}

/// `device NAME`
struct DeviceRule: CommandRule {
    let name: String

    func check(_ world: World) throws(EngineError) {
        if name.isEmpty { throw EngineError("expected a name") }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let selected = world.selectDevice(name)
        trace.log(selected, in: world)
    }
}

/// `account NAME`: the current device signs in to another account.
struct AccountRule: CommandRule {
    let name: String

    func check(_ world: World) throws(EngineError) {
        if name.isEmpty { throw EngineError("expected a name") }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        let wasRunning = world.devices[d].isAppRunning
        let signedIn = world.signIn(d, to: name)
        trace.contextChanged(on: d)
        trace.log(signedIn, in: world)
        if wasRunning {
            let driver = PortDriver()
            driver.forgetSubscriptionsRead(d, &world)
            driver.dispatch(.accountChanged, to: d, &world, &trace)
        }
    }
}

/// `timezone IDENTIFIER`
struct TimeZoneRule: CommandRule {
    let identifier: String

    func check(_ world: World) throws(EngineError) {
        if TimeZone(identifier: identifier) == nil { throw EngineError("unknown time zone '\(identifier)'") }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        world.devices[d].clockZone = TimeZone(identifier: identifier).map(ClockZone.init) ?? world.devices[d].clockZone
        trace.log(.timeZoneSet(identifier), in: world)
    }
}
