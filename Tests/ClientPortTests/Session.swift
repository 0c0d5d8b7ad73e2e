/// A scripted session in the scenario language, run after a shared catalogue: the app sells
/// `ShopProducts.standard` with a 14-day evaluation, and the store also sells a product that
/// other code of the account handles. Each session's `expect` lines say what a correct app shows.
struct Session: Sendable, CustomStringConvertible {
    let name: String
    let script: String

    var description: String { name }

    /// The lines every session starts with.
    static let catalogue = """
        product com.example.app.permanentUnlock unlock price 9.99 USD
        product com.example.app.pro.monthly subscription pro P1M price 2.99 USD
        product com.example.app.coins consumable price 0.99 USD
        product com.other.sdk.gems consumable price 1.99 USD external
        evaluation 14d unlocks com.example.app.permanentUnlock
        """

    static let all: [Session] = [
        buyUnlock, unverifiedPurchase, refund, askToBuyApproved, askToBuyDeclined, foreignPurchase,
        cancelledRead, evaluationEnds, reinstall, coins, coinsThenUnlock, subscription, subscriptionLapses, subscriptionLapsesStatusFailing,
        billingGrace, restore,
    ]

    static let buyUnlock = Session(name: "buy-unlock", script: """
        launch
        expect access evaluation 14
        expect paywall hidden
        buy com.example.app.permanentUnlock
        expect access unlocked
        expect transaction last finished
        relaunch
        expect access unlocked
        """)

    static let unverifiedPurchase = Session(name: "unverified-purchase", script: """
        launch
        buy com.example.app.permanentUnlock unverified
        expect not-owned com.example.app.permanentUnlock
        expect access evaluation 14
        """)

    static let refund = Session(name: "refund", script: """
        launch
        buy com.example.app.permanentUnlock
        refund com.example.app.permanentUnlock
        expect not-owned com.example.app.permanentUnlock
        expect access evaluation 14
        relaunch
        expect access evaluation 14
        """)

    static let askToBuyApproved = Session(name: "ask-to-buy-approved", script: """
        launch
        buy com.example.app.permanentUnlock ask-to-buy
        expect pending com.example.app.permanentUnlock
        expect access evaluation 14
        approve last
        expect no-pending
        expect access unlocked
        """)

    static let askToBuyDeclined = Session(name: "ask-to-buy-declined", script: """
        quirk decline-silent off
        launch
        buy com.example.app.permanentUnlock ask-to-buy
        decline last
        expect no-pending
        expect access evaluation 14
        """)

    static let foreignPurchase = Session(name: "foreign-purchase", script: """
        launch
        buy-elsewhere com.other.sdk.gems
        expect transaction last unfinished
        relaunch
        expect transaction last unfinished
        """)

    static let cancelledRead = Session(name: "cancelled-read", script: """
        launch
        buy com.example.app.permanentUnlock
        refresh cancelled
        expect owned com.example.app.permanentUnlock
        offline
        relaunch
        expect access unlocked
        restore
        expect owned com.example.app.permanentUnlock
        """)

    static let evaluationEnds = Session(name: "evaluation-ends", script: """
        launch
        advance 15d
        expect access expired
        expect paywall shown
        relaunch
        expect access expired
        expect paywall shown
        buy com.example.app.permanentUnlock
        expect access unlocked
        expect paywall hidden
        """)

    static let reinstall = Session(name: "reinstall", script: """
        launch
        advance 2d
        reinstall
        launch
        expect access evaluation 12
        """)

    static let coins = Session(name: "coins", script: """
        quirk purchase-not-reannounced off
        launch
        buy com.example.app.coins
        expect balance com.example.app.coins 1
        buy com.example.app.coins
        expect balance com.example.app.coins 2
        consume com.example.app.coins 1
        expect balance com.example.app.coins 1
        refund last
        expect balance com.example.app.coins 0
        """)

    static let coinsThenUnlock = Session(name: "coins-then-unlock", script: """
        launch
        buy com.example.app.coins
        expect balance com.example.app.coins 1
        expect not-owned com.example.app.permanentUnlock
        expect access evaluation 14
        buy com.example.app.permanentUnlock
        expect access unlocked
        """)

    static let subscription = Session(name: "subscription", script: """
        launch
        buy com.example.app.pro.monthly
        expect access subscribed
        advance 31d
        expect access subscribed
        auto-renew last off
        advance 31d
        expect access lapsed
        expect paywall shown
        buy com.example.app.pro.monthly
        expect access subscribed
        refund last
        expect access revoked
        """)

    /// The subscription ends while the app runs; a restore then reads it from the store.
    static let subscriptionLapses = Session(name: "subscription-lapses", script: """
        launch
        buy com.example.app.pro.monthly
        auto-renew last off
        advance 31d
        restore
        expect access lapsed
        expect paywall shown
        """)

    /// The same, with the subscription status call failing: the restore's listing alone says the
    /// subscription has lapsed.
    static let subscriptionLapsesStatusFailing = Session(name: "subscription-lapses-status-failing", script: """
        launch
        buy com.example.app.pro.monthly
        auto-renew last off
        fail subscription-status networkError
        advance 31d
        restore
        expect paywall shown
        """)

    /// The renewal fails with a grace period; a restore then reads the subscription in it.
    static let billingGrace = Session(name: "billing-grace", script: """
        launch
        buy com.example.app.pro.monthly
        billing-issue last grace 16d
        advance 31d
        restore
        expect access grace
        expect paywall hidden
        """)

    static let restore = Session(name: "restore", script: """
        launch
        buy com.example.app.permanentUnlock
        reinstall
        launch
        restore
        expect owned com.example.app.permanentUnlock
        expect access unlocked
        """)
}
