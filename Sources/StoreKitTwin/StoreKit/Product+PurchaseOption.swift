import Foundation
import StoreCore

extension Product {
    /// An option of a purchase. The twin simulates the subscription offers (a promotional offer
    /// with the signature the app's server made, and a win-back offer), the app account token and
    /// the quantity, and takes the sandbox's Ask to Buy option, the custom options, what to do
    /// when the storefront changes and a signed introductory-offer eligibility without effect.
    ///
    /// The store judges a promotional offer's signature as `valid`, `invalid` or `missing` (the
    /// scenario's `buy ID offer OFFER-ID signature …`). A signature is `missing` when its key ID
    /// or its bytes are empty (its JWS empty), `valid` when it is the one `TwinSignedOffer` made
    /// for this product and offer, and `invalid` otherwise. The nonce and timestamp are not judged.
    public struct PurchaseOption: Hashable, Sendable {
        enum Offer: Hashable, Sendable {
            /// A promotional offer: its id, and the signature's parts or its compact JWS.
            case promotional(offerID: String, keyID: String, signature: Data)
            case promotionalJWS(offerID: String, compactJWS: String)
            case winBack(offerID: String)
        }

        let offer: Offer?
        /// `.appAccountToken(UUID)`.
        let appAccountToken: UUID?
        /// `.quantity(_:)`.
        let quantity: Int?
        /// `.simulatesAskToBuyInSandbox(_:)`, kept only to tell options apart.
        private let asksToBuyInSandbox: Bool?
        /// An option taken without effect (a custom key, the storefront-change choice, a signed
        /// eligibility), named and valued only to tell options apart.
        private let withoutEffect: String?

        init(offer: Offer? = nil, appAccountToken: UUID? = nil, quantity: Int? = nil, asksToBuyInSandbox: Bool? = nil,
             withoutEffect: String? = nil) {
            self.offer = offer
            self.appAccountToken = appAccountToken
            self.quantity = quantity
            self.asksToBuyInSandbox = asksToBuyInSandbox
            self.withoutEffect = withoutEffect
        }

        /// A custom key's string: no effect (as Apple says of it).
        public static func custom(key: String, value: String) -> PurchaseOption {
            PurchaseOption(withoutEffect: "custom \(key)=string \(value)")
        }

        /// A custom key's number: no effect (as Apple says of it).
        public static func custom(key: String, value: Double) -> PurchaseOption {
            PurchaseOption(withoutEffect: "custom \(key)=number \(value)")
        }

        /// A custom key's Boolean: no effect (as Apple says of it).
        public static func custom(key: String, value: Bool) -> PurchaseOption {
            PurchaseOption(withoutEffect: "custom \(key)=bool \(value)")
        }

        /// A custom key's data, which Apple's Advanced Commerce API reads: no effect here (the
        /// twin has no such server).
        public static func custom(key: String, value: Data) -> PurchaseOption {
            PurchaseOption(withoutEffect: "custom \(key)=data \(value.base64EncodedString())")
        }

        /// Whether a purchase goes on if the storefront changes while it runs: the twin's
        /// storefront moves only between steps, so no purchase meets one.
        public static func onStorefrontChange(shouldContinuePurchase: @escaping @Sendable (Storefront) -> Bool) -> PurchaseOption {
            PurchaseOption(withoutEffect: "on storefront change")
        }

        /// The app's server's signed word that the customer may have an introductory offer: no
        /// effect, as the store judges eligibility from the account's history itself.
        public static func introductoryOfferEligibility(compactJWS: String) -> PurchaseOption {
            PurchaseOption(withoutEffect: "introductory offer eligibility \(compactJWS)")
        }

        /// The number of units bought, 1 to 10 (StoreKit's range; outside it `purchase` throws
        /// `Product.PurchaseError.invalidQuantity`). A consumable's transaction is for that many
        /// (`purchasedQuantity`), which the app credits; any other product's is for one.
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(quantity: quantity)
        }

        /// In Apple's sandbox, sends the purchase through Ask to Buy. The twin is not the
        /// sandbox (its environment is `.xcode`): the option changes nothing, and a purchase
        /// waits for approval when the scenario says so (`buy ID ask-to-buy`, or a `.storekit`
        /// file's `_askToBuyEnabled`).
        public static func simulatesAskToBuyInSandbox(_ enabled: Bool) -> PurchaseOption {
            PurchaseOption(asksToBuyInSandbox: enabled)
        }

        /// Sets the app account token of the purchase: the transaction and its renewals carry it
        /// (`Transaction.appAccountToken`, the JSON and JWS payloads, the debugger's detail view).
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(appAccountToken: token)
        }

        /// Applies a promotional offer, signed by the app's server.
        public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int) -> PurchaseOption {
            PurchaseOption(offer: .promotional(offerID: offerID, keyID: keyID, signature: signature))
        }

        /// Applies a promotional offer with the signature's parts in one value.
        public static func promotionalOffer(offerID: String, signature: SubscriptionOffer.Signature) -> PurchaseOption {
            PurchaseOption(offer: .promotional(offerID: offerID, keyID: signature.keyID, signature: signature.signature))
        }

        /// Applies a promotional offer signed as a compact JWS.
        public static func promotionalOffer(_ offerID: String, compactJWS: String) -> [PurchaseOption] {
            [PurchaseOption(offer: .promotionalJWS(offerID: offerID, compactJWS: compactJWS))]
        }

        /// Applies a win-back offer the product lists (`subscription.winBackOffers`).
        public static func winBackOffer(_ offer: SubscriptionOffer) -> PurchaseOption {
            PurchaseOption(offer: .winBack(offerID: offer.id ?? ""))
        }

        /// The offer as the store takes it, with the signature judged for `productID`.
        func purchaseOffer(for productID: String) -> PurchaseOffer? {
            guard let offer else { return nil }
            switch offer {
            case .promotional(let offerID, let keyID, let signature):
                let judged: OfferSignature = keyID.isEmpty || signature.isEmpty ? .missing
                    : signature == TwinSignedOffer.validSignature(productID: productID, offerID: offerID) ? .valid : .invalid
                return .promotional(offerID: offerID, signature: judged)
            case .promotionalJWS(let offerID, let compactJWS):
                let judged: OfferSignature = compactJWS.isEmpty ? .missing
                    : compactJWS == TwinSignedOffer.validJWS(productID: productID, offerID: offerID) ? .valid : .invalid
                return .promotional(offerID: offerID, signature: judged)
            case .winBack(let offerID):
                return .winBack(offerID: offerID)
            }
        }
    }
}
