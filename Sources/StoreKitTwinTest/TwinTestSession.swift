import Foundation
import ScenarioLanguage
import StoreCore
import StoreKitTwin

/// StoreKit 2 purchase code driven in-process by a unit test, over the debugger's engine and
/// monitor: the shape of StoreKit Test's `SKTestSession` for a controller conformed to `TwinApp`,
/// inside `swift test` (XCTest or Swift Testing), on any thread.
///
/// Each call is one step of the command vocabulary scenario files use (`launch`, `buy ID`,
/// `approve #N`, `advance 3d`, …): the app's code runs on its own executor until it settles, and
/// the monitor judges it. Read what the app shows (`app`, `access`), the monitor's `violations`
/// and the `eventLog` after any call. A refused command, a failed `expect` or a line that does not
/// parse throws `TwinTestError`.
///
/// ```swift
/// @Test @MainActor func aRefundTakesTheUnlockAway() throws {
///     let session = try TwinTestSession(UnlockStore.self, setup: "product com.example.app.permanentUnlock unlock price 7.99 USD")
///     try session.launch()
///     try session.buy("com.example.app.permanentUnlock")
///     #expect(session.app?.unlockTransaction != nil)
///     try session.refundTransaction(identifier: 1)
///     #expect(session.access.state == .expired)
///     #expect(session.violations.isEmpty)
/// }
/// ```
public final class TwinTestSession<App: TwinApp> {
    /// The engine the app runs in: the store, the devices, the events and the violations.
    package private(set) var engine: Engine
    private let launches = Launches()
    private let clientName: String

    /// A session whose catalogue and settings are scenario setup lines (`product …`,
    /// `storekit PATH`, `quirk …`, `evaluation …`), with `App` as the client. The app is not
    /// running until `launch()`.
    public init(_ app: App.Type, setup: String = "") throws {
        clientName = "twin-test-app"
        var clients = ClientRegistry()
        let launches = launches
        clients.register(clientName, summary: "\(App.self) under test") { TwinClient(app) { launches.note($0) } }
        engine = Engine(clients: clients)
        try apply(.client(.registered(clientName)))
        try run(setup)
    }

    /// A session over a `.storekit` configuration file (`SKTestSession(contentsOf:)`): its
    /// products and settings, as a `storekit PATH` line loads them.
    public convenience init(_ app: App.Type, configurationFileAt url: URL) throws {
        try self.init(app)
        switch StoreKitBridge.load(url.path) {
        case .success(let configuration):
            try apply(.storekit(path: url.path, configuration: configuration))
        case .failure(.unreadable(let reason)):
            throw TwinTestError("cannot read '\(url.path)': \(reason)")
        case .failure(.invalid(let diagnostics)):
            throw TwinTestError(diagnostics.map(\.description).joined(separator: "\n"))
        }
    }

    // MARK: - What the app shows

    /// The controller of the app's last launch, as the debugger runs it; nil before any launch.
    /// Read it as the test's main actor between calls: the app runs only within a call.
    public var app: App? { launches.latest }

    /// The AccessState the app shows on the current device, with why.
    public var access: AccessView { engine.access }

    /// Every rule the app broke so far, at the step it broke it.
    public var violations: [Violation] { engine.violations }

    /// The event log so far, one transcript line an event (`2026-01-01T09:00:00Z phone store: …`).
    public var eventLog: [String] { engine.events.map(\.transcriptLine) }

    /// The store's record of a transaction (`Transaction.id`).
    public func transaction(identifier: UInt64) -> StoreCore.StoreTransaction? {
        Int(exactly: identifier).flatMap { engine.store.transaction(TransactionID($0)) }
    }

    // MARK: - The app

    public func launch() throws { try apply(.launch) }
    public func relaunch() throws { try apply(.relaunch) }
    public func quit() throws { try apply(.quit) }
    /// The app is deleted and installed again (preferences wiped, keychain kept), not running.
    public func reinstall() throws { try apply(.reinstall) }
    public func goOffline() throws { try apply(.offline) }
    public func goOnline() throws { try apply(.online) }

    /// The user taps Buy on `productID` in the app; the store answers with `outcome`
    /// (`.askToBuy`, `.cancel`, `.fail(…)`, `.unverified`, `.interrupted`).
    public func buy(_ productID: String, outcome: PurchaseOutcome = .success) throws {
        try apply(.buy(productID: productID, outcome: outcome))
    }

    /// The user takes an offer the app shows (`TwinApp.buy(_:offer:)`).
    public func buy(_ productID: String, offer: PurchaseOffer, outcome: PurchaseOutcome = .success) throws {
        try apply(.buyWithOffer(productID: productID, offer: offer, outcome: outcome))
    }

    /// The user taps Restore Purchases.
    public func restorePurchases() throws { try apply(.restore) }

    /// The user opens the gated feature.
    public func useFeature() throws { try apply(.useFeature) }

    // MARK: - The transaction manager, as in SKTestSession

    /// A purchase made outside the app (another device, the App Store): it reaches the app
    /// through `Transaction.updates`.
    public func buyProduct(identifier productID: String) throws { try apply(.buyElsewhere(productID: productID)) }

    public func approveAskToBuyTransaction(identifier: UInt64) throws { try apply(.approve(reference(identifier))) }
    public func declineAskToBuyTransaction(identifier: UInt64) throws { try apply(.decline(reference(identifier))) }

    /// Resolves an interrupted purchase, or a subscription's billing issue.
    public func resolveIssueForTransaction(identifier: UInt64) throws { try apply(.resolve(reference(identifier))) }

    public func refundTransaction(identifier: UInt64, reason: RefundReason = .other) throws {
        try apply(.refund(reference(identifier), reason))
    }

    public func revokeTransaction(identifier: UInt64) throws { try apply(.revoke(reference(identifier))) }
    public func deleteTransaction(identifier: UInt64) throws { try apply(.delete(reference(identifier))) }

    /// Ends the subscription period of `productID`'s latest transaction now.
    public func expireSubscription(productIdentifier productID: String) throws { try apply(.expire(.product(productID))) }

    /// Renews `productID`'s subscription now.
    public func forceRenewalOfSubscription(productIdentifier productID: String) throws { try apply(.renew(.product(productID))) }

    public func enableAutoRenewForTransaction(identifier: UInt64) throws { try apply(.autoRenew(reference(identifier), on: true)) }
    public func disableAutoRenewForTransaction(identifier: UInt64) throws { try apply(.autoRenew(reference(identifier), on: false)) }

    /// The subscription's next renewal fails to bill; with `gracePeriod`, access is kept that long.
    public func beginBillingIssueForTransaction(identifier: UInt64, gracePeriod: TimeSpan? = nil) throws {
        try apply(.billingIssue(reference(identifier), grace: gracePeriod))
    }

    /// The developer raises `productID`'s price; subscribers renew at it once they agree
    /// (`consentRequired`), or after being told.
    public func raisePrice(productIdentifier productID: String, to price: Price, consentRequired: Bool) throws {
        try apply(.priceIncrease(productID: productID, price: price, consentRequired: consentRequired))
    }

    /// The subscriber answers the price-increase consent sheet.
    public func consentToPriceIncreaseForTransaction(identifier: UInt64, agrees: Bool) throws {
        try apply(.priceConsent(reference(identifier), agree: agrees))
    }

    /// Makes a store call fail (`nil`: succeed again), as `SKTestSession.setSimulatedError(_:forAPI:)`.
    public func setSimulatedError(_ error: StoreCore.StoreError?, forAPI api: StoreAPI) throws {
        try apply(.fail(api, error))
    }

    // MARK: - Time

    /// True time moves forward: renewals, grace, lapses, and the app's sleeps that end by then.
    public func advance(by span: TimeSpan) throws { try apply(.advance(span)) }

    /// `storefront CODE [locale ID]`: the account moves to another storefront (`SKTestSession.storefront`).
    public func setStorefront(_ countryCode: String, locale: String? = nil) throws {
        try apply(.storefront(code: countryCode, locale: locale))
    }

    /// `tap CONTROL`: the user taps a control of the app's own (`TwinApp.tap(_:)`).
    public func tap(_ control: String) throws { try apply(.tap(control: control)) }

    /// `sheet …`: the customer answers the store's sheet the app presented.
    public func answerSheet(_ answer: SheetAnswer) throws { try apply(.sheet(answer)) }

    /// `promote ID`: the customer taps a promoted product on the App Store.
    public func promote(_ productID: String) throws { try apply(.promote(productID: productID)) }

    /// The device's clock moves against true time (the user changes it).
    public func moveDeviceClock(by span: TimeSpan) throws { try apply(.deviceClock(span)) }

    // MARK: - Any step

    /// Runs scenario lines, one command each, as a scenario file would (`expect …` included).
    public func run(_ lines: String) throws {
        var context = StoreKitBridge.context(path: "TwinTestSession", clients: engine.clients)
        context.catalogue = engine.store.catalogue
        switch Scenario.parse(text: lines, context: context) {
        case .success(let scenario):
            for step in scenario.steps { try apply(step.command) }
        case .failure(let diagnostics):
            throw TwinTestError(diagnostics.description)
        }
    }

    /// Applies one command: throws when the engine refuses it or it is an `expect` that fails.
    package func apply(_ command: Command) throws {
        let report: StepReport
        do {
            report = try engine.apply(command)
        } catch {
            throw TwinTestError("\(CommandFormatter.format(command)): \(error.message)")
        }
        if let failure = report.failedExpectation { throw TwinTestError("\(CommandFormatter.format(command)): \(failure)") }
    }

    private func reference(_ identifier: UInt64) -> TransactionReference {
        .id(TransactionID(Int(clamping: identifier)))
    }

    /// The controllers the client made, latest last.
    private final class Launches: @unchecked Sendable {
        private let lock = NSLock()
        private var last: App?

        func note(_ app: App) { lock.withLock { last = app } }
        var latest: App? { lock.withLock { last } }
    }
}

/// Why a `TwinTestSession` call failed: the engine refused the command, an `expect` did not
/// hold, or a scenario line did not parse.
public struct TwinTestError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
