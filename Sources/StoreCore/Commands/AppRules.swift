import Foundation
import PurchasePort

// The app on the current device: launched, quit, reinstalled, used, online or not, and what the
// user does in it that is not a purchase.

/// `launch`
struct LaunchRule: CommandRule {
    func check(_ world: World) throws(EngineError) {
        if world.currentDevice.isAppRunning {
            throw EngineError("the app is already running on \(world.currentDevice.name); use 'relaunch' to quit and launch it")
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        PortDriver().launch(world.currentDeviceIndex, &world, &trace)
    }
}

/// `quit`, `relaunch` (quit if running, then launch), `reinstall` (quit if running, wipe the
/// app's preferences).
struct QuitRule: CommandRule {
    enum Then { case stay, launch, reinstall }
    let then: Then

    func check(_ world: World) throws(EngineError) {
        if then == .stay { try world.requireRunning() }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        if world.devices[d].isAppRunning { Self.quitApp(d, &world, &trace) }
        switch then {
        case .stay:
            break
        case .launch:
            PortDriver().launch(d, &world, &trace)
        case .reinstall:
            world.devices[d].storage.wipePreferences()
            trace.log(.appReinstalled, on: d, in: world)
        }
    }

    static func quitApp(_ d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        let quit = world.quitApp(d)
        trace.contextChanged(on: d)
        trace.log(quit, on: d, in: world)
    }
}

/// `use-feature`: the user opens the feature the purchase unlocks.
struct UseFeatureRule: CommandRule {
    func check(_ world: World) throws(EngineError) { try world.requireRunning() }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        guard PortDriver().dispatch(.user(.useFeature), to: d, &world, &trace) == 0 else { return }
        trace.log(.featureUsed(world.access(onDevice: d).state), on: d, in: world)
    }
}

/// `online`, `offline`
struct ConnectivityRule: CommandRule {
    let online: Bool

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        let port = PortDriver()
        let changed = world.setOnline(d, online)
        trace.log(changed, on: d, in: world)
        if online { port.deliverQueuedUpdates(d, &world, &trace) }
        port.dispatch(.connectivityChanged(online: online), to: d, &world, &trace)
    }
}

/// `products load|fail|empty`: the app's product request and what it returns.
struct ProductsRule: CommandRule {
    let outcome: ProductsOutcome

    func check(_ world: World) throws(EngineError) { try world.requireRunning() }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let d = world.currentDeviceIndex
        let port = PortDriver()
        let answer = port.productsAnswer(d, forced: outcome, world, &trace)
        port.dispatch(.products(answer), to: d, &world, &trace)
    }
}

/// `restore`
struct RestoreRule: CommandRule {
    func check(_ world: World) throws(EngineError) { try world.requireRunning() }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        PortDriver().dispatch(.user(.restore), to: world.currentDeviceIndex, &world, &trace)
    }
}

/// `refresh [cancelled]`: the app reads its entitlements again.
struct RefreshRule: CommandRule {
    let cancelled: Bool

    func check(_ world: World) throws(EngineError) { try world.requireRunning() }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        PortDriver().answerEntitlementsRead(world.currentDeviceIndex, reason: "the app reads its entitlements again",
                                            cancelled: cancelled, &world, &trace)
    }
}

/// `consume ID N`: the app spends units of a consumable.
struct ConsumeRule: CommandRule {
    let productID: String, units: Int

    func check(_ world: World) throws(EngineError) {
        let product = try world.product(productID)
        guard product.kind == .consumable else { throw EngineError("'\(productID)' is \(product.kind.withArticle), not a consumable") }
        try world.requireRunning()
        guard units >= 1 else { throw EngineError("expected a count of at least 1") }
        let balance = world.currentDevice.storage.consumables.balance(of: productID)
        guard balance >= units else {
            throw EngineError("the balance of \(productID) on \(world.currentDevice.name) is \(balance); cannot consume \(units)")
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        PortDriver().dispatch(.user(.consume(productID: productID, units: units)), to: world.currentDeviceIndex, &world, &trace)
    }
}
