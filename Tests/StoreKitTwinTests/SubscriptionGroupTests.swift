import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// What StoreKit tells an app of its subscription groups: each group's localised name
/// (`SubscriptionInfo.groupDisplayName`) and the status of every group the customer subscribed
/// in (`Status.all`).
@Suite struct SubscriptionGroupTests {
    /// Two groups, one named in a localisation and one not, as Xcode writes them.
    static let configuration = """
        {
          "identifier" : "B2C1A6F0", "nonRenewingSubscriptions" : [], "products" : [],
          "settings" : { "_locale" : "en_US", "_storefront" : "USA" },
          "subscriptionGroups" : [
            { "id" : "21430001", "name" : "Pro", "subscriptions" : [ \(subscription("pro.monthly", "21430001")) ],
              "localizations" : [ { "description" : "", "displayName" : "Pro Membership", "locale" : "en_US" } ] },
            { "id" : "21430002", "name" : "Extras", "subscriptions" : [ \(subscription("extras.yearly", "21430002", period: "P1Y")) ],
              "localizations" : [] }
          ],
          "version" : { "major" : 4, "minor" : 0 }
        }
        """

    static func subscription(_ id: String, _ group: String, period: String = "P1M") -> String {
        """
        { "adHocOffers" : [], "codeOffers" : [], "displayPrice" : "4.99", "familyShareable" : false,
          "groupNumber" : 1, "internalID" : "\(id)", "introductoryOffer" : null,
          "localizations" : [ { "description" : "", "displayName" : "\(id)", "locale" : "en_US" } ],
          "productID" : "\(id)", "recurringSubscriptionPeriod" : "\(period)", "referenceName" : "\(id)",
          "subscriptionGroupID" : "\(group)", "type" : "RecurringSubscription", "winbackOffers" : [] }
        """
    }

    @MainActor final class GroupsApp: TwinApp {
        var shown: [String] = []

        init() {}

        func appDidLaunch() async {
            let products = (try? await Product.products(for: ["pro.monthly", "extras.yearly"])) ?? []
            shown = products.sorted { $0.id < $1.id }.compactMap { product in
                product.subscription.map { "\(product.id) in “\($0.groupDisplayName)” \($0.subscriptionGroupID)\($0.subscriptionPeriod == .monthly ? "" : " not monthly")" }
            }
        }

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction)) = try? await product.purchase() else { return }
            await transaction.finish()
        }

        func restorePurchases() async {
            shown = []
            for await (groupID, statuses) in Product.SubscriptionInfo.Status.all {
                shown.append("\(groupID): \(statuses.map { "\($0.state.localizedDescription)" })")
            }
            // As apps do with the identifier App Store Connect (or the .storekit file) shows them.
            if let pro = try? await Product.SubscriptionInfo.status(for: "21430001"), let state = pro.first?.state {
                shown.append("status(for: 21430001) \(state.localizedDescription)")
            }
            for await result in Transaction.currentEntitlements {
                if case .verified(let transaction) = result { shown.append("entitled in \(transaction.subscriptionGroupID ?? "-")") }
            }
        }

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: shown.joined(separator: "; "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func groupsAreNamedAndTheirStatusesListed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-groups-\(UUID()).storekit")
        try Self.configuration.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let session = try TwinTestSession(GroupsApp.self, configurationFileAt: file)
        try session.launch()
        #expect(session.access.reason == "extras.yearly in “” 21430002 not monthly; pro.monthly in “Pro Membership” 21430001",
                "a group without a localisation has an empty name, as in StoreKit; its identifier is the file's")

        try session.restorePurchases()
        #expect(session.access.reason == "", "no group subscribed in: nothing listed")
        try session.buy("pro.monthly")
        try session.buy("extras.yearly")
        try session.expireSubscription(productIdentifier: "extras.yearly")
        try session.restorePurchases()
        #expect(session.access.reason == "21430001: [\"Subscribed\"]; 21430002: [\"Expired\"]; status(for: 21430001) Subscribed; entitled in 21430001")

        try session.goOffline()
        try session.restorePurchases()
        #expect(session.access.reason == "entitled in 21430001", "offline the status read fails and Status.all ends empty; the entitlements are the device's copy")
    }
}
