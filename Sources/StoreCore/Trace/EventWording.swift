import Foundation
import PurchasePort

/// Spells facts out as the event log's sentences: the one place their wording lives. An event is
/// spelled out only when it is read (a transcript, the screen's log, a transaction's detail).
package enum EventWording {
    /// The sentence that says `fact`.
    package static func sentence(_ fact: EventFact) -> String {
        switch fact {
        // Setup
        case .productAdded(let product, let locale):
            let price = product.price.map { ", \($0.formatted(for: locale))" } ?? ""
            return "Product \(product.id): \(product.kind.label)\(price)"
        case .storekitLoaded(let path, let count):
            return "Loaded \(count) products from \(path)"
        case .evaluationDefined(let policy):
            return "Evaluation of \(policy.length) unlocked by \(policy.unlockProductID), starts at \(policy.start.rawValue), counts \(policy.count.rawValue) days, stored in \(policy.storage.rawValue)"
        case .trialDefined(let id, let target, let lasting):
            return "Store-dated trial \(id) of \(target), lasting \(lasting)"
        case .offerAdded(let product, let offer, let locale):
            let all = Set(SubscriptionOffer.Customer.allCases)
            let customers = offer.kind == .code && offer.customers != all
                ? "; for \(SubscriptionOffer.Customer.allCases.filter(offer.customers.contains).map(\.rawValue).joined(separator: ", ")) customers" : ""
            return "Offer on \(product): \(offer.name), \(offer.summary(locale: locale))\(customers)"
        case .nonRenewingLength(let product, let lasting):
            return "Non-renewing \(product) lasts \(lasting) from each purchase"
        case .clientChosen(let choice, let appRunning):
            return clientLine(choice) + (appRunning ? "; an app already running keeps its client until it launches again" : "")
        case .quirkSet(let quirk, let on):
            return on ? "Quirk \(quirk.rawValue) on: \(quirk.summary)"
                : "Quirk \(quirk.rawValue) off: the store no longer does this (\(quirk.summary))"
        case .storeCallFailing(let api, let error):
            return error.map { "Store call \(api.rawValue) now fails with \($0.rawValue)" } ?? "Store call \(api.rawValue) no longer fails"
        case .deviceSelected(let name):
            return "Current device: \(name)"
        case .deviceAdded(let name, let account):
            return "New device \(name), signed into account '\(account)', app installed, not running"
        case .timeZoneSet(let identifier):
            return "Device time zone: \(identifier)"
        // Time
        case .trueClockSet(let date):
            return "True clock set to \(InstantFormat.iso(date))"
        case .advanced(let span, let from, let to):
            return "Advance \(span): true time \(InstantFormat.iso(from)) → \(InstantFormat.iso(to))"
        case .deviceClockMoved(let span, let before, let after, let offset):
            let offsetText = offset.seconds == 0 ? "in step with true time" : "\(offset.seconds > 0 ? "+" : "")\(offset) from true time"
            if span.seconds < 0 {
                return "Device clock moved back \(TimeSpan(seconds: -span.seconds)): \(InstantFormat.iso(before)) → \(InstantFormat.iso(after)) (\(offsetText)); recorded, the user is not punished"
            }
            return "Device clock moved forward \(span): now \(InstantFormat.iso(after)) (\(offsetText))"
        // The app
        case .appLaunched(let listening):
            return listening ? "App launched; updates listener started" : "App launched without an updates listener"
        case .listenerStartedLate:
            return "The app started its updates listener after launching"
        case .appQuit:
            return "App quit; its updates listener stopped"
        case .appReinstalled:
            return "App reinstalled: preferences wiped (the evaluation date's copy there, consumable balances), keychain kept; not running"
        case .featureUsed(let state):
            return state.grantsAccess ? "The user uses the feature: allowed (\(state.summary))"
                : "The user tries the feature: locked (\(state.summary))"
        case .connectivity(let device, let online):
            return "\(device) is \(online ? "online" : "offline")"
        case .accountSwitched(let device, let account):
            return "\(device) signed into account '\(account)'"
        case .consumed(let units, let product, let balance):
            return "Consumed \(units) \(product); balance \(balance)"
        // Purchases
        case .boughtSeveral(let id, let product, let quantity, let expiry):
            return "Bought \(quantity) × \(product): #\(id) purchased, verified\(text(expiry))"
        case .bought(let id, let product, let expiry):
            return "Bought \(product): #\(id) purchased, verified\(text(expiry))"
        case .boughtUnverified(let id, let product):
            return "Bought \(product): #\(id) purchased but its signature does not verify"
        case .askToBuyPending(let id, let product):
            return "Ask to Buy: #\(id) \(product) is pending until a parent approves or declines"
        case .purchaseCancelled(let id, let product):
            return "The user cancelled the purchase of \(product): #\(id) cancelled; no error shown"
        case .purchaseFailed(let id, let product, let error):
            return "Purchase of \(product) failed with \(error.rawValue): #\(id) failed; nothing changed"
        case .offerPurchaseFailed(let id, let product, let offer, let error):
            return "Purchase of \(product) with the \(offer) offer failed with \(error.rawValue): #\(id) failed; nothing changed"
        case .purchaseInterrupted(let id, let product):
            return "Purchase of \(product) interrupted: #\(id) waits to be resolved"
        case .boughtElsewhere(let id, let product, let expiry):
            return "Bought \(product) on another device or outside the app: #\(id)\(text(expiry))"
        case .familyShared(let id, let product, let expiry):
            return "A family member shares \(product): #\(id) family shared\(text(expiry))"
        case .changeScheduled(let direction, let product, let offer, let latest, let date):
            let terms = offer.map { " with the \($0.name) offer" } ?? ""
            return "\(direction.rawValue) to \(product)\(terms) scheduled for the next renewal of #\(latest), \(InstantFormat.iso(date))"
        case .waitingPurchaseCompleted(let how, let id, let product, let expiry):
            return "\(text(how)): #\(id) \(product) now purchased\(text(expiry))"
        case .waitingPurchaseScheduled(let how, let id, let product, let offer, let latest, let date):
            let starts = offer.map { "the \($0.name) offer of \(product)" } ?? product
            return "\(text(how)): #\(id) \(product) now purchased; \(starts) starts at the next renewal of #\(latest), \(InstantFormat.iso(date))"
        case .declined(let id, let product, let silent):
            return "Ask to Buy declined: #\(id) \(product)" + (silent ? "; the store tells the app nothing (quirk decline-silent)" : "")
        case .revoked(let how, let id, let product, let reason, let date):
            return "\(text(how)) #\(id) \(product) (\(reason.rawValue)); revocation date \(InstantFormat.iso(date))"
        case .consumptionReported(let id, let product, let percent, let stated):
            let source = stated ? "the scenario states" : "the app's ledger shows"
            return "Refund request for #\(id) \(product): the app's server reports \(percent)% consumed (consumptionPercentage \(percent * 1000), as \(source)); the refund is granted whatever was consumed"
        case .alreadyOwned(let product, let owned):
            return "The App Store tells the customer they already own \(product) (#\(owned)) and gives it again for free; "
                + "nothing is charged; purchase() returns #\(owned)"
        case .alreadySubscribed(let product, let latest, let inApp):
            return "The App Store tells the customer they are already subscribed to \(product) (#\(latest)); nothing is charged"
                + (inApp ? "; purchase() returns #\(latest)" : "")
        case .expiredNow(let id, let product):
            return "Expired #\(id) \(product) now"
        case .deleted(let id, let product):
            return "Deleted #\(id) \(product) from the ledger"
        case .listedLate(let hidden):
            return "The listing does not have \(hidden.map { "#\($0)" }.joined(separator: ", ")) yet (listed a moment late)"
        // Subscriptions
        case .renewed(let id, let product, let until):
            return "Renewed \(product): #\(id) \(product) until \(InstantFormat.iso(until))"
        case .renewedNow(let chainProduct, let id, let product, let expiry):
            return "Renewed \(chainProduct) now: #\(id) \(product)\(text(expiry))"
        case .changedAtOnce(let direction, let old, let oldProduct, let newProduct):
            return "\(direction.rawValue): #\(old) \(oldProduct) ends now; \(newProduct) starts"
        case .offerEnded(let offer, let id, let product, let price, let locale):
            let regular = price.map { " \($0.formatted(for: locale))" } ?? ""
            return "The \(offer.name) offer (\(offer.paymentMode.phrase)) has ended: #\(id) \(product) renews at the regular price\(regular)"
        case .offerStarted(let id, let product, let offer, let locale):
            return "#\(id) \(product) starts the \(offer.name) offer: \(offer.summary(locale: locale))"
        case .billingIssueSet(let id, let product, let due, let grace):
            return "Billing issue on #\(id) \(product): the renewal due \(InstantFormat.iso(due)) will fail\(grace.map { "; grace period \($0)" } ?? "; no grace period")"
        case .billingIssueResolvedEarly(let id, let product):
            return "Billing issue on #\(id) \(product) resolved before the renewal"
        case .billingIssueResolved(let chainProduct, let id, let product, let expiry):
            return "Billing issue resolved: \(chainProduct) renewed as #\(id) \(product)\(text(expiry))"
        case .autoRenewSet(let product, let latest, let effect, let on):
            let what = "Auto-renew \(on ? "on" : "off") for \(product) (#\(latest))"
            switch effect {
            case .endsWithGrace(let until):
                return "\(what); access ends with the grace period, \(InstantFormat.iso(until)), with no billing retry"
            case .retryStopped:
                return "\(what); the store stops retrying the renewal: expired now"
            case .renewsOnceResolved:
                return "\(what); renews once the billing issue is resolved"
            case .renewsOrEnds(let date):
                return "\(what); \(on ? "renews" : "ends") \(InstantFormat.iso(date))"
            }
        case .expiredWithAutoRenewOff(let product, let latest, let trialEnded):
            return "\(product) (#\(latest)) expired: auto-renew was off\(trialEnded ? "; the free trial ended with no charge" : "")"
        case .expiredWithoutConsent(let product, let latest):
            return "\(product) (#\(latest)) expired: the customer did not consent to the price increase (didNotConsentToPriceIncrease)"
        case .renewalFailedIntoGrace(let product, let latest, let until):
            return "Renewal of \(product) (#\(latest)) failed (billing issue): grace period until \(InstantFormat.iso(until))"
        case .renewalFailedIntoRetry(let product, let latest, let until):
            return "Renewal of \(product) (#\(latest)) failed (billing issue): billing retry until \(InstantFormat.iso(until)); no access"
        case .graceEndedWithAutoRenewOff(let product, let latest, let date):
            return "Grace period of \(product) (#\(latest)) ended \(InstantFormat.iso(date)) with auto-renew off: expired, no billing retry"
        case .graceEndedIntoRetry(let product, let latest, let until):
            return "Grace period of \(product) (#\(latest)) ended: billing retry until \(InstantFormat.iso(until)); no access"
        case .retryGaveUp(let product, let latest):
            return "\(product) (#\(latest)) lapsed: billing retry gave up (billing-error)"
        case .priceRaised(let product, let from, let to, let consentRequired, let subscribers, let locale):
            let before = from.map { " from \($0.formatted(for: locale))" } ?? ""
            let consent = consentRequired ? "the customer's consent required" : "no consent needed"
            let status: PriceIncreaseStatus = consentRequired ? .pending : .agreed
            let who = subscribers.isEmpty ? "no subscriber renews into it"
                : subscribers.map { "#\($0.latest) (\($0.account)) \(status.rawValue)" }.joined(separator: ", ")
            return "Price of \(product) raised\(before) to \(to.formatted(for: locale)), \(consent): \(who)"
        case .priceDeclined(let product, let latest, let renewal):
            return "The customer declined the new price of \(product) (#\(latest)): it expires \(InstantFormat.iso(renewal)) (price-increase) unless they agree before"
        case .priceAgreed(let product, let latest, let renewal):
            return "The customer agreed to the new price of \(product) (#\(latest)): it renews \(InstantFormat.iso(renewal))"
        case .offerFromNextRenewal(let offer, let product, let latest, let date):
            return "The \(offer.name) offer of \(product) applies from the next renewal of #\(latest), \(InstantFormat.iso(date))"
        case .storeSide(let fact):
            return fact.sentence
        case .offerCode(let code, let offer, let product, let outcome):
            let what = "Offer code \(code.map { "'\($0)' " } ?? "")for the \(offer.name) offer of \(product)"
            switch outcome {
            case .alreadyRedeemed:
                return "\(what): the sheet says the code was already redeemed; nothing changed"
            case .ineligible(let customer):
                let allowed = SubscriptionOffer.Customer.allCases.filter(offer.customers.contains).map(\.rawValue).joined(separator: ", ")
                return "\(what): the sheet says this \(customer.rawValue) customer is not eligible (the offer is for \(allowed)); nothing changed"
            case .redeemedBySubscriber(let latest, let date):
                return "\(what) redeemed by a current subscriber: it applies from the next renewal of #\(latest), \(InstantFormat.iso(date))"
            case .redeemed(let id, let expiry):
                return "\(what) redeemed: #\(id) purchased\(text(expiry))"
            }
        // The client
        case .clientSaid(let text):
            return text
        case .credited(let id, let product, let units, let balance, let delivery):
            return LogLine.credited(id, product, units: units, balance: balance, via: delivery)
        case .subscriptionDelivered(let id, let product, let until, let delivery):
            return LogLine.subscriptionDelivered(id, product, until: until, via: delivery)
        case .clientWrote(let line):
            return line.text
        case .accessChanged(let was, let state):
            return "Access now \(state.summary) (was \(was))"
        // The monitor and checks
        case .violation(let violation):
            return violation.summary
        case .expectationFailed(let failure):
            return "Expectation failed: \(failure)"
        }
    }

    /// How the log introduces the client chosen.
    private static func clientLine(_ choice: ClientChoice) -> String {
        switch choice {
        case .reference: return "Client: reference"
        case .fault(let fault): return "Client fault \(fault.rawValue): \(fault.summary)"
        case .registered(let name): return "Client: \(name)"
        }
    }

    private static func text(_ expiry: PurchaseExpiry) -> String {
        switch expiry {
        case .none: return ""
        case .at(let date): return ", expires \(InstantFormat.iso(date))"
        case .withOffer(let date, let terms):
            let summary = terms.offer?.summary(locale: terms.locale) ?? terms.paymentMode.phrase
            return ", expires \(InstantFormat.iso(date)); \(terms.type.rawValue) offer: \(summary)"
        }
    }

    private static func text(_ how: EventFact.WaitingPurchase) -> String {
        switch how {
        case .approved: return "Ask to Buy approved"
        case .resolved: return "Interrupted purchase resolved"
        }
    }

    private static func text(_ how: EventFact.Revocation) -> String {
        switch how {
        case .refund: return "Refunded"
        case .revocation: return "Revoked"
        case .familySharingStopped: return "Family sharing stopped:"
        }
    }
}
