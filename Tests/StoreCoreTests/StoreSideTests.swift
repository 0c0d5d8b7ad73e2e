import Foundation
@testable import StoreCore
import Testing

/// The store's side of StoreKit's other surfaces, with a client that reads its context:
/// storefront changes, the app's download, the sheets it presents and their answers,
/// promotions, taps, and app account tokens carried to renewals.
@Suite struct StoreSideTests {
    /// A client that records what its context hands it and presents the sheets it is told to.
    struct SheetClient: PurchaseClient {
        var storefronts: [String] = []
        var outcomes: [SheetOutcome] = []
        var promotions: [String] = []
        var taps: [String] = []
        var downloads: [AppPurchase] = []

        mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
            storefronts.append(context.storefront.countryCode)
            if let purchase = context.appPurchase { downloads.append(purchase) }
            if let outcome = context.sheet?.outcome { outcomes.append(outcome) }
            if let promotion = context.promotion { promotions.append(promotion) }
            if let control = context.tappedControl {
                taps.append(control)
                switch control {
                case "manage": return [.presentSheet(.manageSubscriptions)]
                case "code": return [.presentSheet(.offerCodeRedemption)]
                case "refund1": return [.presentSheet(.refundRequest(transactionID: 1))]
                case "refund9": return [.presentSheet(.refundRequest(transactionID: 9))]
                default: return []
                }
            }
            if case .user(.buy(let id)) = input {
                return [.purchaseWithAccountToken(productID: id, offer: nil, appAccountToken: StoreSideTests.token)]
            }
            return []
        }

        func report(in context: ClientContext) -> ClientReport {
            ClientReport(access: AccessView(state: .notStarted, reason: "", paywallShown: true), grants: [], pending: [:],
                         knowsOwnership: true, evaluationStart: nil)
        }
    }

    static let token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    func engine(_ lines: [Command]) throws -> Engine {
        var clients = ClientRegistry()
        clients.register("sheets") { SheetClient() }
        var engine = Engine(clients: clients)
        for command in [.product(StoreProduct(id: "m", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1),
                                         price: Price(amount: 5, currencyCode: "USD"))),
                        .product(StoreProduct(id: "y", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .year), level: 1))),
                        .client(.registered("sheets")), .launch] + lines {
            _ = try engine.apply(command)
        }
        return engine
    }

    func client(_ engine: Engine) -> SheetClient? { engine.devices[0].app?.client as? SheetClient }

    @Test func aPurchaseAndItsRenewalsCarryTheAppAccountToken() throws {
        let engine = try engine([.buy(productID: "m", outcome: .success), .advance(.days(31))])
        #expect(engine.store.transaction(1)?.appAccountToken == Self.token)
        #expect(engine.store.transaction(2)?.appAccountToken == Self.token)
        #expect(engine.check(.transactionAppAccountToken(.id(2), Self.token), naming: engine.store.transaction(2)) == nil)
        #expect(engine.check(.transactionAppAccountToken(.id(2), nil), naming: engine.store.transaction(2)) != nil)
    }

    @Test func aStorefrontChangeReachesTheRunningApp() throws {
        let engine = try engine([.storefront(code: "FRA", locale: "fr_FR")])
        #expect(client(engine)?.storefronts.last == "FRA")
        #expect(engine.store.settings.locale.identifier == "fr_FR")
    }

    @Test func aSheetWaitsForItsAnswer() throws {
        var engine = try engine([.buy(productID: "m", outcome: .success), .tap(control: "manage")])
        #expect(engine.devices[0].sheet == PresentedSheet(sheet: .manageSubscriptions))
        #expect(client(engine)?.outcomes == [])
        _ = try engine.apply(.sheet(.cancelSubscription))
        #expect(client(engine)?.outcomes == [.dismissed])
        #expect(engine.devices[0].sheet == nil)
        #expect(engine.store.chains.first?.autoRenew == false)
    }

    @Test func aSecondSheetIsRefusedAndTheFirstStaysOpen() throws {
        var engine = try engine([.tap(control: "manage"), .tap(control: "code")])
        #expect(client(engine)?.outcomes == [.failed(.alreadyPresented)])
        #expect(engine.devices[0].sheet == PresentedSheet(sheet: .manageSubscriptions))
        _ = try engine.apply(.sheet(.close))
        #expect(client(engine)?.outcomes == [.failed(.alreadyPresented), .dismissed])
    }

    @Test func offlineASheetFailsAtOnce() throws {
        let engine = try engine([.offline, .tap(control: "manage")])
        #expect(client(engine)?.outcomes == [.failed(.networkError)])
        #expect(engine.devices[0].sheet == nil)
    }

    @Test func aRefundRequestIsReceivedOnceAndRefundsNothing() throws {
        var engine = try engine([.buy(productID: "m", outcome: .success), .tap(control: "refund1"),
                                 .sheet(.requestRefund(reason: "mistake"))])
        #expect(client(engine)?.outcomes == [.refundRequested])
        #expect(engine.store.transaction(1)?.revocationDate == nil)
        _ = try engine.apply(.tap(control: "refund1"))
        _ = try engine.apply(.tap(control: "refund9"))
        #expect(client(engine)?.outcomes == [.refundRequested, .failed(.duplicateRequest), .failed(.invalidTransaction)])
    }

    @Test func aSheetAnswerMustFitTheSheet() throws {
        var engine = try engine([.tap(control: "code")])
        #expect(throws: EngineError.self) { _ = try engine.apply(.sheet(.cancelSubscription)) }
        #expect(throws: EngineError.self) { _ = try engine.apply(.sheet(.requestRefund(reason: nil))) }
        _ = try engine.apply(.sheet(.close))
        #expect(throws: EngineError.self) { _ = try engine.apply(.sheet(.close)) }
    }

    @Test func aPromotionLaunchesTheAppAndIsHandedOnce() throws {
        var clients = ClientRegistry()
        clients.register("sheets") { SheetClient() }
        var engine = Engine(clients: clients)
        _ = try engine.apply(.product(StoreProduct(id: "p", kind: .unlock)))
        _ = try engine.apply(.client(.registered("sheets")))
        _ = try engine.apply(.promote(productID: "p"))
        #expect(engine.devices[0].isAppRunning)
        #expect(client(engine)?.promotions == ["p"])
        _ = try engine.apply(.storefront(code: "GBR", locale: nil))
        #expect(client(engine)?.promotions == ["p"])
    }

    @Test func theAppsDownloadIsTheAccountsAndFollowsTheAppVersion() throws {
        let engine = try engine([.appTransaction(.appVersion("2.0")),
                                 .appTransaction(.originalVersion("1.4", purchased: nil, verified: true)),
                                 .storefront(code: "USA", locale: nil)])
        let download = try #require(client(engine)?.downloads.last)
        #expect(download.appVersion == "2.0")
        #expect(download.originalAppVersion == "1.4")
        #expect(download.fromEarlierVersion)
    }

    /// What contexts hand of the storefront and the download is kept between inputs (the
    /// world's `storeSide`): each change reaches the next input all the same.
    @Test func theKeptDownloadFollowsTheVersionTheBeginningAndTheStorefront() throws {
        let later = Engine.defaultClock.addingTimeInterval(86_400)
        let engine = try engine([.appTransaction(.appVersion("2.0")), .clock(later), .storefront(code: "FRA", locale: nil)])
        let download = try #require(client(engine)?.downloads.last)
        #expect(download.appVersion == "2.0")
        #expect(download.originalAppVersion == "2.0")
        #expect(download.originalPurchaseDate == later)
        #expect(!download.fromEarlierVersion)
        #expect(client(engine)?.storefronts.last == "FRA")
    }
}
