import Foundation
import PurchasePort

/// What one event of the log says, as data: ids, names, dates and enums, never a sentence.
/// `EventWording` spells it out when it is read. Each case is documented with its wording.
///
/// A long session logs millions of events, so a fact is kept in 36 bytes: the frequent ones
/// (a purchase, a renewal, a credit, an access change) hold their fields inline, and the rare
/// ones whose fields do not fit are `indirect`.
package enum EventFact: Hashable, Sendable {
    // MARK: Setup

    /// `Product P: unlock, $7.99`; the price as `locale` writes it.
    indirect case productAdded(StoreProduct, locale: PriceLocale)
    /// `Loaded 3 products from Config.storekit`
    case storekitLoaded(path: String, products: Int)
    /// `Evaluation of 14d unlocked by P, starts at first-launch, counts elapsed days, stored in …`
    indirect case evaluationDefined(EvaluationPolicy)
    /// `Store-dated trial T of P, lasting 7d`
    indirect case trialDefined(id: String, of: String, lasting: TimeSpan)
    /// `Offer on P: promotional 'spring', pay up front $0.99 P1M`
    indirect case offerAdded(product: String, SubscriptionOffer, locale: PriceLocale)
    /// `Non-renewing P lasts 30d from each purchase`
    case nonRenewingLength(product: String, lasting: TimeSpan)
    /// `Client: reference`, `Client fault F: …`, then whether an app already running keeps its client.
    case clientChosen(ClientChoice, appRunning: Bool)
    /// `Quirk Q on: …` / `Quirk Q off: the store no longer does this (…)`
    case quirkSet(Quirk, on: Bool)
    /// `Store call A now fails with E` / `Store call A no longer fails`
    case storeCallFailing(StoreAPI, StoreError?)
    /// `Current device: tablet`
    case deviceSelected(String)
    /// `New device tablet, signed into account 'a', app installed, not running`
    case deviceAdded(String, account: String)
    /// `Device time zone: Europe/Zurich`
    case timeZoneSet(String)

    // MARK: Time

    /// `True clock set to 2026-01-01T09:00:00Z`
    case trueClockSet(Date)
    /// `Advance 1d: true time … → …`
    case advanced(TimeSpan, from: Date, to: Date)
    /// `Device clock moved forward 1d: now … (+1d from true time)`, or moved back (a warning).
    case deviceClockMoved(TimeSpan, before: Date, after: Date, offset: TimeSpan)

    // MARK: The app on a device

    /// `App launched; updates listener started` / `App launched without an updates listener`
    case appLaunched(listening: Bool)
    /// `The app started its updates listener after launching` (after awaiting something first)
    case listenerStartedLate
    /// `App quit; its updates listener stopped`
    case appQuit
    /// `App reinstalled: preferences wiped (…), keychain kept; not running`
    case appReinstalled
    /// `The user uses the feature: allowed (unlocked)` / `The user tries the feature: locked (expired)`
    case featureUsed(AccessState)
    /// `phone is online` / `phone is offline`
    case connectivity(device: String, online: Bool)
    /// `phone signed into account 'b'`
    case accountSwitched(device: String, account: String)
    /// `Consumed 2 coins; balance 3`
    case consumed(units: Int, product: String, balance: Int)

    // MARK: Purchases

    /// `Bought P: #N purchased, verified`, then what `expiry` says.
    case bought(transaction: TransactionID, product: String, PurchaseExpiry)
    /// `Bought 3 × P: #N purchased, verified` (a purchase of several at a time: `.quantity(N)`)
    indirect case boughtSeveral(transaction: TransactionID, product: String, quantity: Int, PurchaseExpiry)
    /// `Bought P: #N purchased but its signature does not verify`
    case boughtUnverified(transaction: TransactionID, product: String)
    /// `Ask to Buy: #N P is pending until a parent approves or declines`
    case askToBuyPending(transaction: TransactionID, product: String)
    /// `The user cancelled the purchase of P: #N cancelled; no error shown`
    case purchaseCancelled(transaction: TransactionID, product: String)
    /// `Purchase of P failed with E: #N failed; nothing changed`
    case purchaseFailed(transaction: TransactionID, product: String, StoreError)
    /// `Purchase of P with the promotional 'x' (signature valid) offer failed with E: #N failed; nothing changed`
    indirect case offerPurchaseFailed(transaction: TransactionID, product: String, PurchaseOffer, StoreError)
    /// `Purchase of P interrupted: #N waits to be resolved`
    case purchaseInterrupted(transaction: TransactionID, product: String)
    /// `Bought P on another device or outside the app: #N`, then what `expiry` says.
    case boughtElsewhere(transaction: TransactionID, product: String, PurchaseExpiry)
    /// `A family member shares P: #N family shared`, then what `expiry` says.
    case familyShared(transaction: TransactionID, product: String, PurchaseExpiry)
    /// `Downgrade to P with the promotional 'x' offer scheduled for the next renewal of #N, …`
    indirect case changeScheduled(SubscriptionChange.Direction, product: String, offer: SubscriptionOffer?, latest: TransactionID, at: Date)
    /// `Ask to Buy approved: #N P now purchased`, then what `expiry` says.
    indirect case waitingPurchaseCompleted(WaitingPurchase, transaction: TransactionID, product: String, PurchaseExpiry)
    /// `Ask to Buy approved: #N P now purchased; P starts at the next renewal of #M, …`
    indirect case waitingPurchaseScheduled(WaitingPurchase, transaction: TransactionID, product: String, offer: SubscriptionOffer?,
                                           latest: TransactionID, at: Date)
    /// `Ask to Buy declined: #N P`, with `; the store tells the app nothing (quirk decline-silent)` when silent.
    case declined(transaction: TransactionID, product: String, silent: Bool)
    /// `Refund request for #N P: the app's server reports 100% consumed (consumptionPercentage 100000)`
    indirect case consumptionReported(transaction: TransactionID, product: String, percent: Int, stated: Bool)
    /// `The App Store tells the customer they are already subscribed to P (#N); nothing is charged`
    indirect case alreadySubscribed(product: String, latest: TransactionID, inApp: Bool)
    /// `The App Store tells the customer they already own P (#N) and gives it again for free; purchase() returns #N`
    indirect case alreadyOwned(product: String, owned: TransactionID)
    /// `Refunded #N P (other); revocation date …`
    indirect case revoked(Revocation, transaction: TransactionID, product: String, RevocationReason, at: Date)
    /// `Expired #N P now`
    case expiredNow(transaction: TransactionID, product: String)
    /// `Deleted #N P from the ledger`
    case deleted(transaction: TransactionID, product: String)
    /// `The listing does not have #N, #M yet (listed a moment late)`
    case listedLate([TransactionID])

    // MARK: Subscriptions

    /// `Renewed P: #N P until 2026-02-01T09:00:00Z`: a renewal on time, the most frequent event.
    case renewed(transaction: TransactionID, product: String, until: Date)
    /// `Renewed P now: #N P`, then what `expiry` says.
    indirect case renewedNow(chainProduct: String, transaction: TransactionID, product: String, PurchaseExpiry)
    /// `Upgrade: #N P ends now; Q starts`
    indirect case changedAtOnce(SubscriptionChange.Direction, old: TransactionID, oldProduct: String, newProduct: String)
    /// `The introductory offer (free trial) has ended: #N P renews at the regular price $9.99`
    indirect case offerEnded(SubscriptionOffer, transaction: TransactionID, product: String, regularPrice: Price?, locale: PriceLocale)
    /// `#N P starts the promotional 'x' offer: pay up front $0.99 P1M`
    indirect case offerStarted(transaction: TransactionID, product: String, SubscriptionOffer, locale: PriceLocale)
    /// `Billing issue on #N P: the renewal due … will fail; grace period 16d` (or `; no grace period`)
    indirect case billingIssueSet(transaction: TransactionID, product: String, due: Date, grace: TimeSpan?)
    /// `Billing issue on #N P resolved before the renewal`
    case billingIssueResolvedEarly(transaction: TransactionID, product: String)
    /// `Billing issue resolved: P renewed as #N P`, then what `expiry` says.
    indirect case billingIssueResolved(chainProduct: String, transaction: TransactionID, product: String, PurchaseExpiry)
    /// `Auto-renew off for P (#N); …`: what the change means for the subscription. (`on` last: it
    /// fits in the fact's bytes there.)
    case autoRenewSet(product: String, latest: TransactionID, AutoRenewEffect, on: Bool)
    /// `P (#N) expired: auto-renew was off`, with `; the free trial ended with no charge`.
    case expiredWithAutoRenewOff(product: String, latest: TransactionID, freeTrialEnded: Bool)
    /// `P (#N) expired: the customer did not consent to the price increase (didNotConsentToPriceIncrease)`
    case expiredWithoutConsent(product: String, latest: TransactionID)
    /// `Renewal of P (#N) failed (billing issue): grace period until …`
    case renewalFailedIntoGrace(product: String, latest: TransactionID, until: Date)
    /// `Renewal of P (#N) failed (billing issue): billing retry until …; no access`
    case renewalFailedIntoRetry(product: String, latest: TransactionID, until: Date)
    /// `Grace period of P (#N) ended … with auto-renew off: expired, no billing retry`
    case graceEndedWithAutoRenewOff(product: String, latest: TransactionID, at: Date)
    /// `Grace period of P (#N) ended: billing retry until …; no access`
    case graceEndedIntoRetry(product: String, latest: TransactionID, until: Date)
    /// `P (#N) lapsed: billing retry gave up (billing-error)`
    case retryGaveUp(product: String, latest: TransactionID)
    /// `Price of P raised from $9.99 to $12.99, the customer's consent required: #N (a) pending`
    indirect case priceRaised(product: String, from: Price?, to: Price, consentRequired: Bool,
                              subscribers: [PriceIncreaseSubscriber], locale: PriceLocale)
    /// `The customer declined the new price of P (#N): it expires … (price-increase) unless they agree before`
    case priceDeclined(product: String, latest: TransactionID, renewal: Date)
    /// `The customer agreed to the new price of P (#N): it renews …`
    case priceAgreed(product: String, latest: TransactionID, renewal: Date)
    /// `The promotional 'x' offer of P applies from the next renewal of #N, …`
    indirect case offerFromNextRenewal(SubscriptionOffer, product: String, latest: TransactionID, at: Date)
    /// `Offer code 'C' for the code 'x' offer of P …`: what the redemption sheet did.
    indirect case offerCode(code: String?, SubscriptionOffer, product: String, OfferCodeOutcome)

    // MARK: The client

    /// A line the client wrote, in its own words.
    case clientSaid(String)
    /// `purchase result: #N P verified; credited 1; balance 7`: the reference client's most frequent line.
    case credited(transaction: TransactionID, product: String, units: Int32, balance: Int32, via: Delivery)
    /// `update: #N P verified; subscription active until 1 Feb 09:00`: the reference client's line for a renewal.
    case subscriptionDelivered(transaction: TransactionID, product: String, until: Date?, via: Delivery)
    /// `Products loaded: …`, `Entitlements read (…): …`, `purchase result: #N P verified; …`: the
    /// reference client's frequent lines (`ClientLine`), spelled out when read.
    case clientWrote(ClientLine)
    /// `Access now lapsed (billing-error) (was grace)`: what the app shows changed inside a step.
    case accessChanged(was: String, to: AccessState)

    /// What a StoreKit twin's store did besides purchases: storefront, the app's download, the
    /// store's sheets, promoted purchases (`StoreSideFact`).
    indirect case storeSide(StoreSideFact)

    // MARK: The monitor and checks

    /// `unverified-granted: …`
    indirect case violation(Violation)
    /// `Expectation failed: expected …, found …`
    indirect case expectationFailed(ExpectationFailure)

    /// How a purchase that waited went through.
    package enum WaitingPurchase: Hashable, Sendable {
        /// `Ask to Buy approved`
        case approved
        /// `Interrupted purchase resolved`
        case resolved
    }

    /// How a transaction was revoked.
    package enum Revocation: Hashable, Sendable {
        /// `Refunded`
        case refund
        /// `Revoked`
        case revocation
        /// `Family sharing stopped:`
        case familySharingStopped
    }

    /// What turning auto-renew on or off does to a subscription in its phase.
    package enum AutoRenewEffect: Hashable, Sendable {
        /// Off in the grace period: access ends with it, at this instant.
        case endsWithGrace(Date)
        /// Off in billing retry: the store stops retrying; expired now.
        case retryStopped
        /// On in the grace period or billing retry: renews once the billing issue is resolved.
        case renewsOnceResolved
        /// Otherwise: renews (on) or ends (off) at this instant.
        case renewsOrEnds(Date)
    }

    /// A subscriber a price increase reaches.
    package struct PriceIncreaseSubscriber: Hashable, Sendable {
        let latest: TransactionID
        let account: String
    }

    /// What the redemption sheet did with an offer code.
    package enum OfferCodeOutcome: Hashable, Sendable {
        case alreadyRedeemed
        /// The customer is not one the offer is for.
        case ineligible(SubscriptionOffer.Customer)
        /// A current subscriber: it applies from the next renewal of `latest`, at this instant.
        case redeemedBySubscriber(latest: TransactionID, at: Date)
        /// A new transaction.
        case redeemed(transaction: TransactionID, PurchaseExpiry)
    }

    /// Which part of the log the fact belongs to.
    package var kind: Event.Kind {
        switch self {
        case .productAdded, .storekitLoaded, .evaluationDefined, .trialDefined, .offerAdded, .nonRenewingLength,
             .clientChosen, .quirkSet, .storeCallFailing, .deviceSelected, .deviceAdded, .timeZoneSet:
            return .setup
        case .trueClockSet, .advanced:
            return .time
        case .deviceClockMoved(let span, _, _, _):
            return span.seconds < 0 ? .warning : .time
        case .appLaunched, .listenerStartedLate, .appQuit, .appReinstalled, .featureUsed, .connectivity, .accountSwitched, .consumed:
            return .app
        case .clientSaid, .credited, .subscriptionDelivered, .clientWrote, .accessChanged:
            return .client
        case .storeSide(let fact):
            return fact.kind
        case .violation:
            return .violation
        case .expectationFailed:
            return .check
        case .bought, .boughtSeveral, .boughtUnverified, .askToBuyPending, .purchaseCancelled, .purchaseFailed, .offerPurchaseFailed,
             .purchaseInterrupted, .boughtElsewhere, .familyShared, .changeScheduled, .waitingPurchaseCompleted,
             .waitingPurchaseScheduled, .declined, .revoked, .expiredNow, .deleted, .listedLate, .renewed, .renewedNow,
             .changedAtOnce, .offerEnded, .offerStarted, .billingIssueSet, .billingIssueResolvedEarly, .billingIssueResolved,
             .autoRenewSet, .expiredWithAutoRenewOff, .expiredWithoutConsent, .renewalFailedIntoGrace, .renewalFailedIntoRetry,
             .graceEndedWithAutoRenewOff, .graceEndedIntoRetry, .retryGaveUp, .priceRaised, .priceDeclined, .priceAgreed,
             .offerFromNextRenewal, .offerCode, .consumptionReported, .alreadySubscribed, .alreadyOwned:
            return .store
        }
    }

    /// The transaction whose price the customer is charged with this event, if it charges one:
    /// a purchase, a renewal, a purchase that waited going through, an offer code redeemed.
    /// (A family member's purchase shared, a change scheduled for the renewal, charge nothing now.)
    package var chargedTransaction: TransactionID? {
        switch self {
        case .bought(let id, _, _), .boughtSeveral(let id, _, _, _), .boughtUnverified(let id, _), .boughtElsewhere(let id, _, _), .renewed(let id, _, _),
             .renewedNow(_, let id, _, _), .billingIssueResolved(_, let id, _, _), .waitingPurchaseCompleted(_, let id, _, _),
             .offerCode(_, _, _, .redeemed(let id, _)):
            return id
        default:
            return nil
        }
    }

    /// Whether the fact's sentence names transaction `#id` (`#7`, not `#70`). The frequent facts
    /// answer from their fields, without spelling the sentence out: a transaction's detail asks
    /// this of every event of the session. The others are spelled out and searched.
    package func names(transaction id: TransactionID) -> Bool {
        switch self {
        case .bought(let named, let product, let expiry), .boughtElsewhere(let named, let product, let expiry),
             .familyShared(let named, let product, let expiry):
            // An offer's terms may hold a `#` (its id): rare, and then spelled out.
            if case .withOffer = expiry { return Self.names(id, in: EventWording.sentence(self)) }
            return named == id || Self.mayName(product) && Self.names(id, in: product)
        case .renewed(let named, let product, _), .credited(let named, let product, _, _, _),
             .subscriptionDelivered(let named, let product, _, _), .boughtUnverified(let named, let product),
             .askToBuyPending(let named, let product), .purchaseCancelled(let named, let product),
             .purchaseInterrupted(let named, let product), .expiredNow(let named, let product), .deleted(let named, let product),
             .purchaseFailed(let named, let product, _), .declined(let named, let product, _):
            // Neither the dates, the counts nor the fixed words hold a `#`; a product id seldom
            // does, and is searched only then.
            return named == id || Self.mayName(product) && Self.names(id, in: product)
        case .clientSaid(let text):
            return Self.mayName(text) && Self.names(id, in: text)
        case .clientWrote(let line):
            var found = false
            Self.forEachField(of: line) { named, field in
                if named == id || Self.mayName(field) && Self.names(id, in: field) { found = true }
            }
            return found
        case .accessChanged(_, let state):
            guard case .lapsed(let reason) = state else { return false }
            return Self.mayName(reason) && Self.names(id, in: reason)
        default:
            return Self.names(id, in: EventWording.sentence(self))
        }
    }

    /// Calls `body` with each field of `line` that its sentence writes where a `#` may be (the
    /// transaction it delivered, as `named`, and its words: ids, prices, a reason), so that a
    /// line need not be spelled out to be searched: at every launch the client writes two. The
    /// sentence puts a space or a mark other than `#` between them, so a field names `#N` when
    /// the sentence does. An evaluation's start holds only fixed words, a duration and a date.
    private static func forEachField(of line: ClientLine, _ body: (_ named: TransactionID?, _ field: String) -> Void) {
        switch line {
        case .productsLoaded(let loaded):
            for item in loaded.prefix(3) {
                body(nil, item.product.id)
                if let price = item.displayPrice { body(nil, price) }
            }
        case .entitlementsRead(let reason, _, let owned):
            body(nil, reason)
            for id in owned { body(nil, id) }
        case .evaluationStarted:
            return
        case .delivered(_, let named, let product, _, let what):
            body(named, product)
            body(nil, what)
        }
    }

    /// Calls `body` with every transaction id the fact's sentence names (`names(transaction:)`
    /// holds for exactly these), perhaps one id more than once: what the event log's index of
    /// events by transaction is built from as each event is logged. The frequent facts answer
    /// from their fields, and those of time and the app's life name none; the others are spelled
    /// out and searched.
    package func forEachNamedTransaction(_ body: (TransactionID) -> Void) {
        switch self {
        case .bought(let named, let product, let expiry), .boughtElsewhere(let named, let product, let expiry),
             .familyShared(let named, let product, let expiry):
            if case .withOffer = expiry { return Self.forEachID(in: EventWording.sentence(self), body) }
            body(named)
            if Self.mayName(product) { Self.forEachID(in: product, body) }
        case .renewed(let named, let product, _), .credited(let named, let product, _, _, _),
             .subscriptionDelivered(let named, let product, _, _), .boughtUnverified(let named, let product),
             .askToBuyPending(let named, let product), .purchaseCancelled(let named, let product),
             .purchaseInterrupted(let named, let product), .expiredNow(let named, let product), .deleted(let named, let product),
             .purchaseFailed(let named, let product, _), .declined(let named, let product, _):
            body(named)
            if Self.mayName(product) { Self.forEachID(in: product, body) }
        case .clientSaid(let text):
            if Self.mayName(text) { Self.forEachID(in: text, body) }
        case .clientWrote(let line):
            Self.forEachField(of: line) { named, field in
                if let named { body(named) }
                if Self.mayName(field) { Self.forEachID(in: field, body) }
            }
        case .accessChanged(_, let state):
            guard case .lapsed(let reason) = state, Self.mayName(reason) else { return }
            Self.forEachID(in: reason, body)
        case .trueClockSet, .advanced, .deviceClockMoved, .appLaunched, .listenerStartedLate, .appQuit, .appReinstalled:
            // Dates, spans and fixed words: no `#`.
            return
        default:
            let sentence = EventWording.sentence(self)
            if Self.mayName(sentence) { Self.forEachID(in: sentence, body) }
        }
    }

    /// Calls `body` with every id `names(_:in:)` finds in `text`: each `#` followed by decimal
    /// digits without a leading zero (`#0` alone is id 0) and then by no other number.
    package static func forEachID(in text: String, _ body: (TransactionID) -> Void) {
        // ASCII text (nearly all of it) by its bytes: there each byte is a character, and the only
        // characters that are numbers are the digits.
        var text = text
        text.makeContiguousUTF8()
        if text.utf8.withContiguousStorageIfAvailable({ forEachASCIIID(in: $0, body) }) == true { return }
        forEachIDByCharacter(in: text, body)
    }

    /// `forEachID` character by character, for any text.
    package static func forEachIDByCharacter(in text: String, _ body: (TransactionID) -> Void) {
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            guard character == "#" else { continue }
            var digits = ""
            while let next = pending, next.isASCII, let ascii = next.asciiValue, ascii >= UInt8(ascii: "0"), ascii <= UInt8(ascii: "9") {
                digits.append(next)
                pending = characters.next()
            }
            guard !digits.isEmpty, pending?.isNumber != true, let id = Int(digits), String(id) == digits else { continue }
            body(TransactionID(id))
        }
    }

    /// `forEachID` over ASCII bytes; false, having called nothing, when they are not all ASCII.
    private static func forEachASCIIID(in bytes: UnsafeBufferPointer<UInt8>, _ body: (TransactionID) -> Void) -> Bool {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "#") else { index += 1; continue }
            index += 1
            let start = index
            var id = 0, overflowed = false
            while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine {
                let (times, o1) = id.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int(bytes[index] - zero))
                overflowed = overflowed || o1 || o2
                id = sum
                index += 1
            }
            let count = index - start
            // Digits without a leading zero (`#0` alone is id 0) that fit an Int.
            guard count > 0, !overflowed, count == 1 || bytes[start] != zero else { continue }
            body(TransactionID(id))
        }
        return true
    }

    /// Whether `text` may name a transaction at all: it holds a `#`.
    private static func mayName(_ text: String) -> Bool {
        // Over the bytes in place: the generic `utf8.contains` costs several times as much a
        // byte. Borrowed, not copied to a variable (for `withUTF8`), which retained and released
        // it: as much again as the search in a product id.
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "#")) } ?? text.utf8.contains(UInt8(ascii: "#"))
    }

    /// Whether `text` holds `#id` not followed by another digit.
    package static func names(_ id: TransactionID, in text: String) -> Bool {
        let mark = "#\(id)"
        var rest = text[...]
        while let range = rest.range(of: mark) {
            let after = rest[range.upperBound...]
            if after.first?.isNumber != true { return true }
            rest = after
        }
        return false
    }
}
