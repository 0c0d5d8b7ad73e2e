import Foundation
import StoreKitConfig
import Testing

/// `storedbg check FILE.storekit`: each problem kind, at its line and column.
struct StoreKitCheckTests {
    /// The problems of `text` checked as `test.storekit`, one description each.
    private func problems(_ text: String, context: StoreKitCheckContext = StoreKitCheckContext()) -> [String] {
        StoreKitCheck.check(Data(text.utf8), path: "test.storekit", context: context).map(\.description)
    }

    /// A file whose products are `products`, one per line starting on line 3.
    private func file(products: [String], extra: String = "") -> String {
        "{\n  \"products\" : [\n" + products.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]\(extra)\n}"
    }

    private let unlock = #"{ "productID" : "app.unlock", "type" : "NonConsumable", "displayPrice" : "7.99" }"#
    private let coins = #"{ "productID" : "app.coins", "type" : "Consumable", "displayPrice" : "0.99" }"#
    private let trial = #"{ "productID" : "app.trial", "type" : "NonConsumable", "displayPrice" : "0", "familyShareable" : false }"#

    @Test func aCleanFileHasNoProblems() {
        #expect(problems(file(products: [unlock, coins, trial])).isEmpty)
    }

    /// Issue 24: `{}` was taken for a catalogue with nothing in it, without a word. A file with
    /// an empty product list, as Xcode makes a new one, is a configuration and says nothing.
    @Test func aFileWithNoneOfTheMembersIsAWarning() {
        let warning = "warning: expected an Xcode StoreKit configuration, found none of its members "
            + "('products', 'subscriptionGroups', 'settings', 'version', …): the catalogue is empty"
        #expect(problems("{}") == ["test.storekit:1:1: " + warning])
        #expect(problems("{\n  \"name\" : \"x\"\n}") == ["test.storekit:1:1: " + warning])
        #expect(problems("{\n  \"products\" : [ ]\n}").isEmpty)
    }

    @Test func malformedFileIsOneError() {
        #expect(problems("{") == ["test.storekit:1:2: error: unexpected end of file, expected '\"' to start a member name"])
    }

    @Test func duplicateIDsAcrossLists() {
        let text = """
        {
          "nonRenewingSubscriptions" : [
            { "productID" : "app.coins", "type" : "NonRenewingSubscription", "displayPrice" : "2.99" }
          ],
          "products" : [
            { "productID" : "app.coins", "type" : "Consumable", "displayPrice" : "0.99" }
          ],
          "subscriptionGroups" : [
            { "name" : "pro", "subscriptions" : [
              { "productID" : "app.coins", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "4.99" }
            ] }
          ]
        }
        """
        #expect(problems(text) == [
            "test.storekit:3:21: error: nonRenewingSubscriptions[0].productID: product 'app.coins' is defined twice; first at products[0].productID (6:21)",
            "test.storekit:10:23: error: subscriptionGroups[0].subscriptions[0].productID: product 'app.coins' is defined twice; first at products[0].productID (6:21)",
        ])
    }

    @Test func emptyProductID() {
        let text = file(products: [#"{ "productID" : "", "type" : "Consumable", "displayPrice" : "0.99" }"#])
        #expect(problems(text) == ["test.storekit:3:21: error: products[0].productID: product id is empty"])
    }

    @Test func subscriptionWithoutGroupAndBadLevel() {
        let text = """
        {
          "subscriptionGroups" : [
            { "name" : "", "subscriptions" : [
              { "productID" : "app.monthly", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "4.99", "groupNumber" : 0 }
            ] }
          ]
        }
        """
        #expect(problems(text) == [
            "test.storekit:4:23: error: subscriptionGroups[0].subscriptions[0].productID: subscription 'app.monthly' has no subscription group; expected its group to have a name",
            "test.storekit:4:118: error: subscriptionGroups[0].subscriptions[0].groupNumber: subscription 'app.monthly' has level 0; levels start at 1",
        ])
    }

    @Test func unparseablePrices() {
        let text = file(products: [
            #"{ "productID" : "a", "type" : "Consumable", "displayPrice" : "abc" }"#,
            #"{ "productID" : "b", "type" : "Consumable", "displayPrice" : "" }"#,
            #"{ "productID" : "c", "type" : "Consumable", "displayPrice" : "1,99" }"#,
            #"{ "productID" : "d", "type" : "Consumable" }"#,
        ])
        #expect(problems(text) == [
            "test.storekit:3:66: error: products[0].displayPrice: expected a price such as \"7.99\" (digits, at most one '.'), found \"abc\"",
            "test.storekit:4:66: warning: products[1].displayPrice: product 'b' has no displayPrice, so it has no price",
            "test.storekit:5:66: error: products[2].displayPrice: expected a price such as \"7.99\" (digits, at most one '.'), found \"1,99\"",
            "test.storekit:6:5: warning: products[3].displayPrice: product 'd' has no displayPrice, so it has no price",
        ])
    }

    /// Xcode writes `"displayPrice" : ""` on a free offer: it is free, not an error. A price on a
    /// free offer that is not zero is ignored (a warning); a paid offer without one is a warning.
    @Test func offerPricesByPaymentMode() {
        let offers = [
            #"{ "paymentMode" : "free", "subscriptionPeriod" : "P1W", "displayPrice" : "" }"#,
            #"{ "paymentMode" : "free", "subscriptionPeriod" : "P1W" }"#,
            #"{ "paymentMode" : "free", "subscriptionPeriod" : "P1W", "displayPrice" : "0.00" }"#,
            #"{ "paymentMode" : "free", "subscriptionPeriod" : "P1W", "displayPrice" : "0.99" }"#,
            #"{ "paymentMode" : "payAsYouGo", "subscriptionPeriod" : "P1M", "displayPrice" : "" }"#,
            #"{ "paymentMode" : "payUpFront", "subscriptionPeriod" : "P1M" }"#,
        ]
        let text = """
        {
          "subscriptionGroups" : [
            { "name" : "pro", "subscriptions" : [
              { "productID" : "app.monthly", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "4.99",
                "adHocOffers" : [
                  \(offers.joined(separator: ",\n          "))
                ] }
            ] }
          ]
        }
        """
        #expect(problems(text) == [
            "test.storekit:9:84: warning: subscriptionGroups[0].subscriptions[0].adHocOffers[3].displayPrice: a free offer of 'app.monthly' has displayPrice \"0.99\"; storedbg ignores it, the offer is free",
            "test.storekit:10:90: warning: subscriptionGroups[0].subscriptions[0].adHocOffers[4].displayPrice: a payAsYouGo offer of 'app.monthly' has no displayPrice, so it has no price",
            "test.storekit:11:11: warning: subscriptionGroups[0].subscriptions[0].adHocOffers[5].displayPrice: a payUpFront offer of 'app.monthly' has no displayPrice, so it has no price",
        ])
        let file = try? Fixtures.decode(text).get()
        let read = file?.products.first?.subscription?.promotionalOffers.map { $0.price?.isFree }
        #expect(read == [true, true, true, true, nil, nil])
    }

    @Test func unparseableOfferPrice() {
        let text = """
        {
          "subscriptionGroups" : [
            { "name" : "pro", "subscriptions" : [
              { "productID" : "app.monthly", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "4.99",
                "adHocOffers" : [ { "paymentMode" : "payUpFront", "subscriptionPeriod" : "P1M", "displayPrice" : "1.99$" } ] }
            ] }
          ]
        }
        """
        #expect(problems(text) == [
            "test.storekit:5:106: error: subscriptionGroups[0].subscriptions[0].adHocOffers[0].displayPrice: expected a price such as \"7.99\" (digits, at most one '.'), found \"1.99$\"",
        ])
    }

    @Test func evaluationUnlocksAConsumable() {
        let context = StoreKitCheckContext(evaluationUnlock: "app.coins")
        #expect(problems(file(products: [unlock, coins]), context: context) == [
            "test.storekit:4:43: error: products[1].type: the scenario's evaluation unlocks 'app.coins', which is a consumable; expected a non-consumable",
        ])
        #expect(problems(file(products: [unlock, coins]), context: StoreKitCheckContext(evaluationUnlock: "app.unlock")).isEmpty)
    }

    @Test func storeDatedTrialNotFreeOrShared() {
        let paidSharedTrial = #"{ "productID" : "app.trial", "type" : "NonConsumable", "displayPrice" : "0.99", "familyShareable" : true }"#
        let context = StoreKitCheckContext(trials: [.init(productID: "app.trial", unlocks: "app.unlock")])
        #expect(problems(file(products: [unlock, paidSharedTrial]), context: context) == [
            "test.storekit:4:77: error: products[1].displayPrice: store-dated trial 'app.trial' must be free; expected \"0\", found \"0.99\"",
            "test.storekit:4:105: error: products[1].familyShareable: store-dated trial 'app.trial' must not be family shareable",
        ])
        #expect(problems(file(products: [unlock, trial]), context: context).isEmpty)
    }

    @Test func storeDatedTrialOfTheWrongKinds() {
        let consumableTrial = #"{ "productID" : "app.trial", "type" : "Consumable", "displayPrice" : "0" }"#
        let context = StoreKitCheckContext(trials: [.init(productID: "app.trial", unlocks: "app.coins")])
        #expect(problems(file(products: [coins, consumableTrial]), context: context) == [
            "test.storekit:3:43: error: products[0].type: trial 'app.trial' is of 'app.coins', which is not an unlock (non-consumable); it is a consumable",
            "test.storekit:4:43: error: products[1].type: store-dated trial 'app.trial' is a consumable; expected a free non-consumable",
        ])
    }

    @Test func productsTheScenarioNamesButTheFileLacks() {
        let context = StoreKitCheckContext(evaluationUnlock: "app.unlok",
                                           trials: [.init(productID: "app.trial", unlocks: "app.unlock")],
                                           referencedProductIDs: ["app.coins", "com.other.thing"])
        #expect(problems(file(products: [unlock, coins]), context: context) == [
            "test.storekit:2:16: error: products: the scenario names product 'app.trial', which this file does not define",
            "test.storekit:2:16: error: products: the scenario names product 'app.unlok', which this file does not define; did you mean 'app.unlock'?",
            "test.storekit:2:16: error: products: the scenario names product 'com.other.thing', which this file does not define",
        ])
    }

    @Test func settingsStoredbgReadsDifferently() {
        let text = """
        {
          "settings" : {
            "_storefront" : "ATA",
            "_storeKitErrors" : [
              { "current" : null, "enabled" : true, "name" : "App Transaction" },
              { "current" : { "index" : 6, "type" : "generic" }, "enabled" : true, "name" : "Load Products" },
              { "current" : null, "enabled" : false, "name" : "Refund Request Sheet" }
            ],
            "_timeRate" : 7
          }
        }
        """
        #expect(problems(text) == [
            "test.storekit:3:21: warning: settings._storefront: storefront 'ATA' is not in storedbg's currency table; prices are in USD, from the locale en_US",
            "test.storekit:5:7: warning: settings._storeKitErrors[0]: storedbg does not simulate failures of 'App Transaction'; this setting is ignored",
            "test.storekit:6:21: warning: settings._storeKitErrors[1].current: error 6 of the 'generic' list has no storedbg counterpart; 'Load Products' fails with unknown",
            "test.storekit:9:19: warning: settings._timeRate: expected one of Xcode's time rates (0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 15, 1000, 1001, 1002, 1003, 1004, 1005), found 7; storedbg runs this file in real time",
        ])
    }

    @Test func legacyErrorWithoutCounterpart() {
        let text = #"{ "settings" : { "_failTransactionsEnabled" : true, "_storeKitError" : 3 } }"#
        #expect(problems(text) == [
            "test.storekit:1:72: warning: settings._storeKitError: SKError code 3 has no storedbg counterpart; purchases fail with unknown",
        ])
    }
}
