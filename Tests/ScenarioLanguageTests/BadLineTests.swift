import ScenarioLanguage
import StoreCore
import Testing

/// A line that must not parse, the column and the exact message it must report.
struct BadLine: CustomTestStringConvertible, Sendable {
    let line: String
    let column: Int
    let message: String

    init(_ line: String, _ column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { line.count > 60 ? String(line.prefix(60)) + "…" : line }
}

private let storeKitErrors = "unknown, userCancelled, networkError, systemError, notAvailableInStorefront, notEntitled, "
    + "productUnavailable, purchaseNotAllowed, ineligibleForOffer, invalidOfferIdentifier, invalidOfferPrice, "
    + "invalidOfferSignature, missingOfferParameters, invalidQuantity, verificationFailed, cancelled, network, "
    + "not-allowed, storefront, system, unavailable, verification"
private let duration = "a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h"
private let reference = "a transaction (#N, last or a product id)"

let badLines: [BadLine] = [
    // Commands
    BadLine("aprove #1", 1, "expected a command, found 'aprove'; did you mean 'approve'?"),
    BadLine("frobnicate", 1, "expected a command, found 'frobnicate'"),
    BadLine("#3 launch", 1, "expected a command, found '#3'"),
    BadLine("launch now", 8, "unexpected 'now' after the command (e.g. `launch`)"),
    BadLine("refresh now", 9, "unexpected 'now' after the command (e.g. `refresh`)"),
    BadLine("products reload", 10, "expected 'load', 'fail' or 'empty', found 'reload'; did you mean 'load'? (e.g. `products fail`)"),
    // Durations
    BadLine("advance", 8, "expected \(duration) (e.g. `advance 1d`)"),
    BadLine("advance ten", 9, "expected \(duration), found 'ten' (e.g. `advance 1d`)"),
    BadLine("advance -1d", 9, "expected \(duration), found '-1d' (e.g. `advance 1d`)"),
    BadLine("advance 10", 9, "expected \(duration), found '10' (e.g. `advance 1d`)"),
    BadLine("advance 99999999999999999999d", 9, "duration is too long (at most 1000 years) (e.g. `advance 1d`)"),
    BadLine("advance 400000d", 9, "duration is too long (at most 1000 years) (e.g. `advance 1d`)"),
    BadLine("device-clock 2d", 14, "expected a signed duration such as +2d or -1h, found '2d' (e.g. `device-clock +1h`)"),
    BadLine("device-clock", 13, "expected a signed duration such as +2d or -1h (e.g. `device-clock +1h`)"),
    BadLine("device-clock +ten", 14, "expected \(duration), found '+ten' (e.g. `device-clock +1h`)"),
    BadLine("billing-issue #1 grace soon", 24, "expected \(duration), found 'soon' (e.g. `billing-issue #1 grace 16d`)"),
    // Counts
    BadLine("consume com.example.coins -2", 27, "expected a count of at least 1, found '-2' (e.g. `consume com.example.coins 10`)"),
    BadLine("consume com.example.coins 0", 27, "expected a count of at least 1, found '0' (e.g. `consume com.example.coins 10`)"),
    BadLine("consume com.example.coins", 26, "expected a count of at least 1 (e.g. `consume com.example.coins 10`)"),
    BadLine("consume com.example.coins 99999999999999999999", 27, "count is too large (at most 1000000) (e.g. `consume com.example.coins 10`)"),
    BadLine("expect balance com.example.coins -1", 34, "expected a count of at least 0, found '-1' (e.g. `expect balance com.example.coins 10`)"),
    BadLine("expect access evaluation 0", 26, "expected a number of days of at least 1, found '0' (e.g. `expect access unlocked`)"),
    BadLine("product com.example.new subscription pro P1M level 0", 52, "expected a level of at least 1, found '0' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    // Transactions
    BadLine("approve #0", 9, "expected \(reference), found '#0' (e.g. `approve #1`)"),
    BadLine("approve", 8, "expected \(reference) (e.g. `approve #1`)"),
    BadLine("approve #x", 8, "expected \(reference) (e.g. `approve #1`)"),
    BadLine("approve nope", 9, "expected \(reference), found 'nope' (e.g. `approve #1`)"),
    BadLine("decline com.example.prp", 9, "expected \(reference), found 'com.example.prp'; did you mean 'com.example.pro'? (e.g. `decline #1`)"),
    BadLine("revoke #3x", 8, "expected \(reference), found '#3x' (e.g. `revoke #1`)"),
    BadLine("expire #99999999999999999999", 8, "expected \(reference), found '#99999999999999999999' (e.g. `expire #1`)"),
    BadLine("refund #1 because", 11, "expected 'developer-issue', 'other' or 'consumed', found 'because' (e.g. `refund #1`)"),
    BadLine("refund #1 consumd 10%", 11, "expected 'developer-issue', 'other' or 'consumed', found 'consumd'; did you mean 'consumed'? (e.g. `refund #1`)"),
    BadLine("refund #1 consumed 101%", 20,
            "expected a consumption such as 0% or 100% (the consumptionPercentage the app's server reports, 0% to 100%), found '101%' (e.g. `refund #1`)"),
    BadLine("refund #1 other consumed 40", 26,
            "expected a consumption such as 0% or 100% (the consumptionPercentage the app's server reports, 0% to 100%), found '40' (e.g. `refund #1`)"),
    BadLine("auto-renew #1 maybe", 15, "expected 'on' or 'off', found 'maybe' (e.g. `auto-renew #1 off`)"),
    BadLine("billing-issue com.example.pro", 15, "expected an auto-renewable subscription, found 'com.example.pro' (unlock) (e.g. `billing-issue #1 grace 16d`)"),
    BadLine("renew com.example.pass", 7, "expected an auto-renewable subscription, found 'com.example.pass' (nonrenewing) (e.g. `renew #1`)"),
    // Products
    BadLine("buy nope", 5, "unknown product 'nope'; expected a product defined earlier by 'product', 'trial' or 'storekit' (e.g. `buy com.example.pro`)"),
    BadLine("buy com.exmple.pro", 5, "unknown product 'com.exmple.pro'; did you mean 'com.example.pro'? (e.g. `buy com.example.pro`)"),
    BadLine("buy", 4, "expected a product id (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.pro maybe", 21,
            "expected 'ask-to-buy', 'cancel', 'fail', 'unverified' or 'interrupted', found 'maybe' (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.pro fail", 25, "expected a StoreKit error, one of \(storeKitErrors) (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.pro fail netwrk", 26, "unknown StoreKit error 'netwrk'; did you mean 'network'? (e.g. `buy com.example.pro`)"),
    BadLine("consume com.example.pro 1", 9, "expected a consumable, found 'com.example.pro' (unlock) (e.g. `consume com.example.coins 10`)"),
    BadLine("expect owned", 13, "expected a product id (e.g. `expect owned com.example.pro`)"),
    BadLine("family-share com.example.pr", 14, "unknown product 'com.example.pr'; did you mean 'com.example.pro'? (e.g. `family-share com.example.pro`)"),
    // Product definitions
    BadLine("product com.example.pro unlock", 9, "product 'com.example.pro' is defined twice (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product \"bad id\" unlock", 9, "expected a product id of letters, digits, '.', '_' and '-', found 'bad id' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product last unlock", 9, "expected a product id other than 'last', which names the latest transaction (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new gadget", 25,
            "expected 'unlock', 'consumable', 'nonrenewing' or 'subscription', found 'gadget' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new", 24, "expected 'unlock', 'consumable', 'nonrenewing' or 'subscription' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new unlock shareable", 32,
            "expected 'price', 'name', 'family-shareable' or 'external', found 'shareable' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new unlock price 1 USD price 2 USD", 44, "'price' is given twice (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new subscription pro P0M", 42,
            "expected a subscription period such as P1W, P1M, P3M or P1Y, found 'P0M' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new subscription pro P1X", 42,
            "expected a subscription period such as P1W, P1M, P3M or P1Y, found 'P1X' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new subscription \"\" P1M", 38, "expected a subscription group, found '' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new nonrenewing 0s", 37, "expected a duration longer than 0s, found '0s' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("advance 0s", 9, "expected a duration longer than 0s, found '0s' (e.g. `advance 1d`)"),
    BadLine("evaluation 0d unlocks com.example.pro", 12, "expected a duration longer than 0s, found '0d' (e.g. `evaluation 14d unlocks com.example.pro`)"),
    BadLine("product com.example.new unlock price 1,99 USD", 38, "expected a price such as 0.99 or 29, found '1,99' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new unlock price", 37, "expected a price such as 0.99 or 29 (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new unlock price 1.99 DOLLARS", 43,
            "expected a three-letter currency code such as USD or EUR, found 'DOLLARS' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new unlock price 1.99 XYZ", 43,
            "expected a three-letter currency code such as USD or EUR, found 'XYZ' (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("product com.example.new unlock name", 36, "expected a display name such as \"Pro Unlock\" (e.g. `product com.example.lifetime unlock price 19.99 USD`)"),
    BadLine("trial com.example.trial of com.example.coins lasting 7d", 7,
            "trial 'com.example.trial' is of 'com.example.coins', which is not an unlock (non-consumable) (e.g. `trial com.example.trial of com.example.pro lasting 7d`)"),
    BadLine("trial com.example.trial of com.example.pro lasting 0s", 52, "expected a duration longer than 0s, found '0s' (e.g. `trial com.example.trial of com.example.pro lasting 7d`)"),
    // Price increases
    BadLine("price-increase com.example.pro 9.99 USD", 16,
            "expected an auto-renewable subscription, found 'com.example.pro' (unlock) (e.g. `price-increase com.example.monthly 5.99 USD`)"),
    BadLine("price-increase com.example.montly 9.99 USD", 16, "unknown product 'com.example.montly'; did you mean 'com.example.monthly'? (e.g. `price-increase com.example.monthly 5.99 USD`)"),
    BadLine("price-increase com.example.monthly 0 USD", 36, "expected a new price above 0 (e.g. `price-increase com.example.monthly 5.99 USD`)"),
    BadLine("price-increase com.example.monthly -1 USD", 36, "expected a price such as 0.99 or 29, found '-1' (e.g. `price-increase com.example.monthly 5.99 USD`)"),
    BadLine("price-increase com.example.monthly 9.99", 40, "expected a three-letter currency code such as USD or EUR (e.g. `price-increase com.example.monthly 5.99 USD`)"),
    BadLine("price-increase com.example.monthly 9.99 USD consent", 45,
            "expected 'consent-required' or the end of the line, found 'consent' (e.g. `price-increase com.example.monthly 5.99 USD`)"),
    BadLine("price-increase com.example.monthly 9.99 USD consent-requird", 45,
            "expected 'consent-required' or the end of the line, found 'consent-requird'; did you mean 'consent-required'? (e.g. `price-increase com.example.monthly 5.99 USD`)"),
    BadLine("price-consent #1 yes", 18, "expected 'agree' or 'decline', found 'yes' (e.g. `price-consent #1 agree`)"),
    BadLine("price-consent #1 agreee", 18, "expected 'agree' or 'decline', found 'agreee'; did you mean 'agree'? (e.g. `price-consent #1 agree`)"),
    BadLine("price-consent com.example.pro agree", 15,
            "expected an auto-renewable subscription, found 'com.example.pro' (unlock) (e.g. `price-consent #1 agree`)"),
    BadLine("expect price-increase #1 pendng", 26,
            "expected 'no-increase', 'pending' or 'agreed', found 'pendng'; did you mean 'pending'? (e.g. `expect price-increase #1 pending`)"),
    BadLine("pricе-increase com.example.monthly 9.99 USD", 1, "expected a command, found 'pricе-increase'; did you mean 'price-increase'?"),
    // A non-renewing subscription's length
    BadLine("nonrenewing com.example.pro lasting 30d", 13,
            "expected a non-renewing subscription, found 'com.example.pro' (unlock) (e.g. `nonrenewing com.example.pass lasting 30d`)"),
    BadLine("nonrenewing com.example.pas lasting 30d", 13, "unknown product 'com.example.pas'; did you mean 'com.example.pass'? (e.g. `nonrenewing com.example.pass lasting 30d`)"),
    BadLine("nonrenewing com.example.pass 30d", 30, "expected 'lasting', found '30d' (e.g. `nonrenewing com.example.pass lasting 30d`)"),
    BadLine("nonrenewing com.example.pass lasting", 37, "expected \(duration) (e.g. `nonrenewing com.example.pass lasting 30d`)"),
    BadLine("nonrenewing com.example.pass lasting 0s", 38, "expected a duration longer than 0s, found '0s' (e.g. `nonrenewing com.example.pass lasting 30d`)"),
    BadLine("nonrenewing com.example.pass lasting a year", 38, "expected \(duration), found 'a' (e.g. `nonrenewing com.example.pass lasting 30d`)"),
    BadLine("trial com.example.trial for com.example.pro lasting 7d", 25, "expected 'of', found 'for' (e.g. `trial com.example.trial of com.example.pro lasting 7d`)"),
    BadLine("evaluation 14d for com.example.pro", 16, "expected 'unlocks', found 'for' (e.g. `evaluation 14d unlocks com.example.pro`)"),
    BadLine("evaluation 14d unlocks com.example.pro start whenever", 46,
            "expected 'first-launch' or 'first-use', found 'whenever' (e.g. `evaluation 14d unlocks com.example.pro`)"),
    BadLine("evaluation 14d unlocks com.example.pro count elapsed count calendar", 54, "'count' is given twice (e.g. `evaluation 14d unlocks com.example.pro`)"),
    BadLine("evaluation 14d unlocks com.example.pro storage cloud", 48,
            "expected 'keychain+preferences', 'preferences' or 'keychain', found 'cloud' (e.g. `evaluation 14d unlocks com.example.pro`)"),
    // Instants, names, switches
    BadLine("clock yesterday", 7, "expected an instant such as 2026-01-01T09:00:00Z, found 'yesterday' (e.g. `clock 2026-01-01T09:00:00Z`)"),
    BadLine("clock 2026-13-01T00:00:00Z", 7, "expected an instant such as 2026-01-01T09:00:00Z, found '2026-13-01T00:00:00Z' (e.g. `clock 2026-01-01T09:00:00Z`)"),
    BadLine("quirk listed-lte on", 7, "unknown quirk 'listed-lte'; did you mean 'listed-late'? (e.g. `quirk listed-late on`)"),
    BadLine("quirk zzz on", 7, "unknown quirk 'zzz'; expected one of listed-late, cancelled-read-empty, decline-silent, "
        + "refund-vanishes, purchase-not-reannounced, unfinished-redelivered (e.g. `quirk listed-late on`)"),
    BadLine("quirk listed-late maybe", 19, "expected 'on' or 'off', found 'maybe' (e.g. `quirk listed-late on`)"),
    BadLine("client fault grant-unverifed", 14, "unknown client fault 'grant-unverifed'; did you mean 'grant-unverified'? (e.g. `client reference`)"),
    BadLine("client faulty", 8, "expected 'reference' or 'fault', found 'faulty'; did you mean 'fault'? (e.g. `client reference`)"),
    BadLine("expect violation revoked-grant", 18, "unknown invariant 'revoked-grant'; did you mean 'revoked-granted'? (e.g. `expect violation unverified-granted`)"),
    BadLine("timezone Europe/Zurik", 10, "unknown time zone 'Europe/Zurik'; did you mean 'Europe/Zurich'? (e.g. `timezone Europe/Zurich`)"),
    BadLine("timezone Mars/Olympus", 10, "unknown time zone 'Mars/Olympus'; expected an IANA name such as Europe/Zurich (e.g. `timezone Europe/Zurich`)"),
    BadLine("fail purchase", 14, "expected a StoreKit error, one of \(storeKitErrors), or 'off' (e.g. `fail purchase networkError`)"),
    BadLine("fail purchases networkError", 6, "unknown store API 'purchases'; did you mean 'purchase'? (e.g. `fail purchase networkError`)"),
    BadLine("device \"\"", 8, "expected a device name, found '' (e.g. `device phone`)"),
    BadLine("account", 8, "expected an account name (e.g. `account anna`)"),
    // Checks
    BadLine("expect", 7, "expected 'access', 'owned', 'not-owned', 'pending', 'no-pending', 'transaction', 'balance', "
        + "'paywall', 'violation', 'no-violations', 'price-increase', 'renewal', 'intro-eligible', 'intro-ineligible', "
        + "'purchase-error', 'no-transaction' or 'message' (e.g. `expect access unlocked`)"),
    BadLine("expect purchase-eror none", 8, "expected 'access', 'owned', 'not-owned', 'pending', 'no-pending', 'transaction', 'balance', "
        + "'paywall', 'violation', 'no-violations', 'price-increase', 'renewal', 'intro-eligible', 'intro-ineligible', "
        + "'purchase-error', 'no-transaction' or 'message', found 'purchase-eror'; did you mean 'purchase-error'? (e.g. `expect access unlocked`)"),
    BadLine("expect purchase-error ineligibleForOfer", 23, "unknown purchase error 'ineligibleForOfer'; did you mean 'ineligibleForOffer'? (e.g. `expect purchase-error networkError`)"),
    BadLine("expect transaction #1 ownership shared", 33,
            "unknown ownership type 'shared'; expected one of purchased, family-shared (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect transaction #1 revocation refunded", 34,
            "unknown revocation reason 'refunded'; expected one of developer-issue, other, family-sharing-stopped, none (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect transaction #1 environment xcod", 35, "unknown environment 'xcod'; did you mean 'xcode'? (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect transaction #1 price 9.99 dollars", 34,
            "expected a three-letter currency code such as USD or EUR, or the end of the line, found 'dollars' (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect transaction #1 prise 9.99", 23, "expected 'pending', 'purchased', 'declined', 'cancelled', 'failed', "
        + "'interrupted', 'revoked', 'expired', 'finished', 'unfinished', 'offer', 'upgraded', 'expires', 'price', 'ownership', "
        + "'revocation', 'environment' or 'app-account-token', found 'prise'; did you mean 'price'? (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect access unlockd", 15, "unknown access state 'unlockd'; did you mean 'unlocked'? (e.g. `expect access unlocked`)"),
    BadLine("expect access unlocked 3", 24, "unexpected '3' after the command (e.g. `expect access unlocked`)"),
    BadLine("expect transaction #1 purchsed", 23, "expected 'pending', 'purchased', 'declined', 'cancelled', 'failed', "
        + "'interrupted', 'revoked', 'expired', 'finished', 'unfinished', 'offer', 'upgraded', 'expires', 'price', 'ownership', "
        + "'revocation', 'environment' or 'app-account-token', found 'purchsed'; did you mean 'purchased'? (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect paywall visible", 16, "expected 'shown' or 'hidden', found 'visible' (e.g. `expect paywall hidden`)"),
    BadLine("expect balance com.example.pro 1", 16, "expected a consumable, found 'com.example.pro' (unlock) (e.g. `expect balance com.example.coins 10`)"),
    // Words and characters
    BadLine("product com.example.new unlock name \"Pro", 37, "expected a closing '\"' for the quoted word that starts here"),
    BadLine("device \"bad\u{7}name\"", 12, "expected printable text, found control character U+0007"),
    BadLine("device bad\u{1B}[31m", 11, "expected printable text, found control character U+001B"),
    BadLine("device name\"x\"", 12, "expected a quote only at the start of a word, found '\"' inside one"),
    BadLine("device \"x\"\u{7}", 11, "expected printable text, found control character U+0007"),
    BadLine("expect access lapsed billing-eror", 22, "unknown lapse reason 'billing-eror'; did you mean 'billing-error'? (e.g. `expect access unlocked`)"),
    BadLine("expect access lapsed bogus", 22, "unknown lapse reason 'bogus'; expected one of expired, auto-renew-disabled, billing-error, deleted, ended, price-increase (e.g. `expect access unlocked`)"),
    BadLine("buy a\u{2028}b", 6, "expected printable text, found line separator U+2028"),
    BadLine("device \"a\u{2029}\"", 10, "expected printable text, found paragraph separator U+2029"),
    BadLine("device \"evil\u{202E}txt\"", 13, "expected printable text, found bidirectional control U+202E"),
    BadLine("device \"x\"y", 11, "expected a space after the closing '\"', found 'y'"),
    BadLine("device \"a\\nb\"", 11, "expected '\"' or '\\' after a backslash in a quoted word, found 'n'"),
    BadLine(String(repeating: "a", count: 4097), 4097, "line is too long (at most 4096 characters)"),
    // storekit
    BadLine("storekit", 9, "expected a path to a .storekit file (e.g. `storekit Pro.storekit`)"),
    BadLine("storekit missing.storekit", 10, "cannot read 'missing.storekit': no file at missing.storekit"),
    BadLine("storekit products.storekit extra", 28, "unexpected 'extra' after the command (e.g. `storekit Pro.storekit`)"),
    BadLine("storekit \"\"", 10, "expected a path to a .storekit file, found '' (e.g. `storekit Pro.storekit`)"),
    BadLine("storekit silent.storekit", 10, "expected a StoreKit configuration in 'silent.storekit'"),
    // Offers
    BadLine("buy com.example.annual offer sprng signature valid", 30, "unknown offer 'sprng' of com.example.annual; did you mean 'spring'? (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.annual offer spring", 37,
            "a promotional offer is bought with the app server's signature: expected 'signature valid', 'signature invalid' or 'signature missing' (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.annual offer spring signature forged", 47, "expected 'valid', 'invalid' or 'missing', found 'forged' (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.annual offer comeback signature valid", 39, "'comeback' is a win-back offer, which takes no signature (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.annual offer FRIENDS", 30, "'FRIENDS' is com.example.annual's code offer; redeem it with 'redeem-code com.example.annual FRIENDS' (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.monthly offer spring signature valid", 31,
            "unknown offer 'spring' of com.example.monthly; com.example.monthly has no promotional or win-back offers (e.g. `buy com.example.pro`)"),
    BadLine("buy com.example.nope offer spring", 5, "unknown product 'com.example.nope'; did you mean 'com.example.pro'? (e.g. `buy com.example.pro`)"),
    BadLine("redeem-code com.example.annual FRENDS", 32, "unknown offer code 'FRENDS' of com.example.annual; did you mean 'FRIENDS'? (e.g. `redeem-code com.example.annual FRIENDS`)"),
    BadLine("redeem-code com.example.pro FRIENDS", 13, "expected an auto-renewable subscription, found 'com.example.pro' (unlock) (e.g. `redeem-code com.example.annual FRIENDS`)"),
    BadLine("offer com.example.monthly introductory free-trial P1W price 1 USD", 55, "a free trial has no price; use pay-as-you-go or pay-up-front (e.g. `offer com.example.monthly introductory free-trial P1W`)"),
    BadLine("offer com.example.monthly promotional half pay-up-front P3M price 0 USD", 67,
            "expected a price above 0 for a paid offer, found '0'; use free-trial for a free offer (e.g. `offer com.example.monthly introductory free-trial P1W`)"),
    BadLine("offer com.example.monthly promotional half pay-up-front P3M", 44, "a pay-up-front offer needs 'price AMOUNT CURRENCY' (e.g. `offer com.example.monthly introductory free-trial P1W`)"),
    BadLine("offer com.example.annual introductory free-trial P1W", 7, "'com.example.annual' already has an introductory offer (e.g. `offer com.example.monthly introductory free-trial P1W`)"),
    BadLine("offer com.example.annual promotional spring free-trial P1W", 7, "'com.example.annual' already has the promotional 'spring' offer (e.g. `offer com.example.monthly introductory free-trial P1W`)"),
    BadLine("offer com.example.monthly introductry free-trial P1W", 27,
            "expected 'introductory', 'promotional', 'code' or 'win-back', found 'introductry'; did you mean 'introductory'? (e.g. `offer com.example.monthly introductory free-trial P1W`)"),
    BadLine("offer com.example.pro introductory free-trial P1W", 7, "expected an auto-renewable subscription, found 'com.example.pro' (unlock) (e.g. `offer com.example.monthly introductory free-trial P1W`)"),
    BadLine("expect renewal #1 win-back comebak", 28, "unknown win-back offer 'comebak'; did you mean 'comeback'? (e.g. `expect renewal #1 auto-renew off`)"),
    BadLine("expect renewal #1 auto-renw on", 19,
            "expected 'auto-renew', 'renews-to', 'expiration-reason', 'grace-ends', 'renews-at', 'win-back', 'offer', 'price-increase' or 'price', found 'auto-renw'; did you mean 'auto-renew'? (e.g. `expect renewal #1 auto-renew off`)"),
    BadLine("expect renewal #1 price-increase agred", 34,
            "expected 'no-increase', 'pending' or 'agreed', found 'agred'; did you mean 'agreed'? (e.g. `expect renewal #1 auto-renew off`)"),
    BadLine("expect renewal #1 price-increase", 33, "expected 'no-increase', 'pending' or 'agreed' (e.g. `expect renewal #1 auto-renew off`)"),
    BadLine("expect transaction #1 offer promotional sprung", 41, "unknown promotional offer 'sprung'; did you mean 'spring'? (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect transaction #1 expires tomorrow", 31, "expected an instant such as 2026-01-01T09:00:00Z, found 'tomorrow' (e.g. `expect transaction #1 purchased`)"),
    BadLine("expect intro-eligible com.example.coins", 23, "expected an auto-renewable subscription, found 'com.example.coins' (consumable) (e.g. `expect intro-eligible com.example.monthly`)"),
]

@Test("a bad line reports its exact message and column", arguments: badLines)
func badLineReportsWhatWasExpected(_ bad: BadLine) {
    switch parse(bad.line) {
    case .success(let command):
        Issue.record("parsed as \(String(describing: command))")
    case .failure(let errors):
        #expect(errors.diagnostics == [ScenarioDiagnostic(path: "test.scenario", line: 1, column: bad.column, message: bad.message)])
    }
}

@Test func theTableHasAtLeastFortyLines() {
    #expect(badLines.count >= 40)
}

@Test func aDiagnosticIsWrittenAsPathLineColumnErrorMessage() {
    let diagnostic = ScenarioDiagnostic(path: "flows/refund.scenario", line: 12, column: 9, message: "expected a product id")
    #expect(diagnostic.description == "flows/refund.scenario:12:9: error: expected a product id")
}

@Test func anInvalidStoreKitFileReportsItsOwnLocations() {
    let context = testContext(path: "flows/refund.scenario")
    guard case .failure(let errors) = CommandParser.parse(line: "storekit broken.storekit", context: context) else {
        Issue.record("an invalid .storekit file was accepted")
        return
    }
    #expect(errors.description == "flows/broken.storekit:3:5: error: expected a product type")
}

@Test func aStoreKitFileWhoseProductsClashIsReportedAtItsPath() {
    let catalogue = Catalogue([StoreProduct(id: "com.example.gold", kind: .unlock)])
    let result = CommandParser.parse(line: "storekit products.storekit", context: testContext(catalogue: catalogue))
    #expect(result.failureDescription == "test.scenario:1:10: error: product 'com.example.gold' is defined twice")
}

extension Result where Failure == ScenarioDiagnostics {
    /// The diagnostics as the command line prints them; empty on success.
    var failureDescription: String {
        if case .failure(let errors) = self { return errors.description }
        return ""
    }
}
