import Foundation
import PurchasePort

/// `expect …`: checks against what the client on the current device believes, or the store's ledger.
extension Engine {
    /// Checks an expectation's names; returns the transaction it names, if any.
    func validate(_ expectation: Expectation) throws(EngineError) -> StoreTransaction? {
        switch expectation {
        case .owned(let id), .notOwned(let id), .pending(let id):
            _ = try product(id)
        case .balance(let id, _):
            let product = try product(id)
            guard product.kind == .consumable else { throw EngineError("'\(id)' is \(product.kind.withArticle), not a consumable") }
        case .transactionState(let reference, _), .transactionFinished(let reference, _), .priceIncrease(let reference, _),
             .transactionOffer(let reference, _, _), .transactionUpgraded(let reference), .transactionExpires(let reference, _),
             .transactionField(let reference, _),
             .transactionAppAccountToken(let reference, _):
            // A transaction that does not exist is what the check finds, not a step that cannot run.
            return try? resolve(reference)
        case .renewal(let reference, _):
            guard let tx = try? resolve(reference) else { return nil }
            guard tx.kind.isAutoRenewable else {
                throw EngineError("\(label(tx.id)) is \(tx.kind.withArticle), not an auto-renewable subscription: it has no renewal info")
            }
            guard store.chain(of: tx) != nil else {
                // An attempt that never went through (cancelled, failed, pending, …) joined no subscription.
                let state = store.effectiveState(of: tx)
                let what = [.purchased, .expired, .revoked].contains(state) ? "belongs to no subscription of this account"
                    : "is \(state == .interrupted ? "an" : "a") \(state.rawValue) purchase attempt, which started no subscription"
                throw EngineError("\(label(tx.id)) \(what): it has no renewal info")
            }
            return tx
        case .introEligible(let id, _):
            let product = try product(id)
            guard product.kind.isAutoRenewable else {
                throw EngineError("'\(id)' is \(product.kind.withArticle); only auto-renewable subscriptions have introductory offers")
            }
        case .noTransaction(let id):
            _ = try product(id)
        case .access, .noPending, .paywall, .violation, .noViolations, .purchaseError, .message:
            break
        }
        return nil
    }

    /// Checks `expectation`; `named` is the transaction it names, resolved when it was validated.
    func check(_ expectation: Expectation, naming named: StoreTransaction?) -> ExpectationFailure? {
        // Asked for only by the expectations that read it: the app's report is derived anew.
        var current: ClientReport { report(onDevice: currentDeviceIndex) }
        switch expectation {
        case .access(let name, let days, let reason):
            let view = access
            // What was expected and the view's reason are spelled out only for a failure.
            let failure = {
                var expected = "access \(name)"
                if let days { expected += " \(days)" }
                if let reason { expected += " \(reason)" }
                return ExpectationFailure(expected: expected, found: "access \(view.state.summary) — \(view.reason)")
            }
            guard view.state.name == name else { return failure() }
            if let days, case .evaluation(let left, _) = view.state, left != days { return failure() }
            if let reason, case .lapsed(let why) = view.state, why != reason { return failure() }
            return nil
        case .owned(let id):
            return believesOwned(id) ? nil : ExpectationFailure(expected: "\(id) owned", found: "not owned on \(currentDevice.name) (\(ownershipHint(id)))")
        case .notOwned(let id):
            if believesOwned(id) {
                return ExpectationFailure(expected: "\(id) not owned", found: "owned on \(currentDevice.name) (\(ownershipHint(id)))")
            }
            // Unknown is never none: an app without an answer does not believe "not owned" either.
            guard currentDevice.isAppRunning, current.knowsOwnership else {
                return ExpectationFailure(expected: "\(id) not owned", found: "not known on \(currentDevice.name) (\(ownershipHint(id)))")
            }
            return nil
        case .pending(let id):
            return current.pending[id] != nil ? nil
                : ExpectationFailure(expected: "\(id) pending", found: current.pending.isEmpty ? "nothing pending" : "pending: \(current.pending.keys.sorted().joined(separator: ", "))")
        case .noPending:
            return current.pending.isEmpty ? nil
                : ExpectationFailure(expected: "nothing pending", found: "pending: \(current.pending.sorted { $0.key < $1.key }.map { "\($0.key) (#\($0.value))" }.joined(separator: ", "))")
        case .transactionState(let reference, let state):
            guard let named, let tx = store.transaction(named.id) else {
                return ExpectationFailure(expected: "transaction \(reference) \(state.rawValue)", found: whyMissing(reference))
            }
            let actual = store.effectiveState(of: tx)
            return actual == state ? nil : ExpectationFailure(expected: "transaction \(label(tx.id)) \(state.rawValue)", found: actual.rawValue)
        case .transactionFinished(let reference, let finished):
            guard let named, let tx = store.transaction(named.id) else {
                return ExpectationFailure(expected: "transaction \(reference) \(finished ? "finished" : "unfinished")", found: whyMissing(reference))
            }
            return tx.finished == finished ? nil
                : ExpectationFailure(expected: "transaction \(label(tx.id)) \(finished ? "finished" : "unfinished")", found: tx.finished ? "finished" : "unfinished")
        case .balance(let id, let units):
            let balance = currentDevice.storage.consumables.balance(of: id)
            return balance == units ? nil : ExpectationFailure(expected: "balance \(id) \(units)", found: "\(balance)")
        case .paywall(let shown):
            let view = access
            return view.paywallShown == shown ? nil
                : ExpectationFailure(expected: "paywall \(shown ? "shown" : "hidden")", found: "\(view.paywallShown ? "shown" : "hidden") (access \(view.state.summary))")
        case .violation(let invariant):
            return violations.contains { $0.invariant == invariant } ? nil
                : ExpectationFailure(expected: "violation \(invariant.rawValue)", found: violations.isEmpty ? "no violations" : "violations: \(violationNames)")
        case .noViolations:
            return violations.isEmpty ? nil : ExpectationFailure(expected: "no violations", found: violations.map(\.summary).joined(separator: "; "))
        case .transactionOffer, .transactionUpgraded, .transactionExpires, .renewal, .introEligible, .transactionField:
            return checkSubscription(expectation, naming: named)
        case .purchaseError(let error):
            let expected = "purchase-error \(error?.name ?? "none")"
            return world.lastPurchaseError == error ? nil
                : ExpectationFailure(expected: expected, found: world.lastPurchaseError.map { "the last purchase threw \($0.name)" } ?? "the last purchase threw no error")
        case .message(let kind, let text):
            return checkMessage(kind, containing: text)
        case .noTransaction(let id):
            let account = currentDevice.account
            let ids = store.history(account: account, product: id)
            guard !ids.isEmpty else { return nil }
            let listed = ids.suffix(3).map { "\(label($0)) \(store.transaction($0).map { store.effectiveState(of: $0).rawValue } ?? "")" }
            return ExpectationFailure(expected: "no transaction of \(id) (account '\(account)')",
                                      found: "\(ids.count) transaction\(ids.count == 1 ? "" : "s"): " + (ids.count > 3 ? "…, " : "")
                                        + listed.joined(separator: ", "))
        case .transactionAppAccountToken(let reference, let token):
            return checkAppAccountToken(reference, token, naming: named)
        case .priceIncrease(let reference, let status):
            let expected = "price-increase \(reference) \(status.rawValue)"
            guard let named else { return ExpectationFailure(expected: expected, found: whyMissing(reference)) }
            guard let chain = store.chain(of: named) else {
                return ExpectationFailure(expected: expected, found: "\(label(named.id)) is \(named.kind.withArticle), not an auto-renewable subscription")
            }
            return chain.priceIncrease == status ? nil
                : ExpectationFailure(expected: expected, found: "\(chain.priceIncrease.rawValue) (#\(chain.latestID) \(chain.productID))")
        }
    }

    /// What was found where a transaction was expected: why the reference names none.
    func whyMissing(_ reference: TransactionReference) -> String {
        do {
            _ = try resolve(reference)
            return "no such transaction"
        } catch {
            return error.message
        }
    }

    private var violationNames: String {
        var seen: [String] = []
        for violation in violations where !seen.contains(violation.invariant.rawValue) { seen.append(violation.invariant.rawValue) }
        return seen.joined(separator: ", ")
    }

    /// Whether the app on the current device believes it owns `id`: grants it now (for a
    /// consumable: has a balance).
    package func believesOwned(_ id: String) -> Bool {
        guard let kind = store.catalogue.kind(of: id) else { return false }
        if kind == .consumable { return currentDevice.storage.consumables.balance(of: id) > 0 }
        return report(onDevice: currentDeviceIndex).grants(id)
    }

    private func ownershipHint(_ id: String) -> String {
        if !currentDevice.isAppRunning { return "the app is not running" }
        if let tx = store.latest(account: currentDevice.account, product: id) {
            return "store: \(label(tx.id)) \(store.effectiveState(of: tx).rawValue)"
        }
        return "the store has no transaction of it"
    }

    /// `expect transaction TX app-account-token UUID|none`.
    func checkAppAccountToken(_ reference: TransactionReference, _ token: UUID?, naming named: StoreTransaction?) -> ExpectationFailure? {
        let expected = "transaction \(reference) app-account-token \(token.map(\.uuidString) ?? "none")"
        guard let tx = named.flatMap({ store.transaction($0.id) }) else { return ExpectationFailure(expected: expected, found: whyMissing(reference)) }
        let found = tx.appAccountToken.map(\.uuidString) ?? "none"
        return tx.appAccountToken == token ? nil : ExpectationFailure(expected: expected, found: "\(label(tx.id)) has \(found)")
    }

    /// `expect message KIND [TEXT]|none` against the message the current device's app shows.
    private func checkMessage(_ kind: UserMessage.Kind?, containing text: String?) -> ExpectationFailure? {
        let shown = currentDevice.appMessage
        var expected = "message \(kind?.rawValue ?? "none")"
        if let text { expected += " \"\(PrintableText.escaped(text))\"" }
        if shown?.kind == kind, text.map({ shown?.text.contains($0) ?? false }) ?? true { return nil }
        let found = shown.map { "the app tells its user (\($0.kind.rawValue)) \"\(PrintableText.escaped($0.text))\"" }
            ?? (currentDevice.isAppRunning ? "the app shows no message" : "the app is not running: no message")
        return ExpectationFailure(expected: expected, found: found)
    }
}
