/// What a scenario expects of a `.storekit` file, so that `StoreKitCheck` can hold the file to it.
package struct StoreKitCheckContext: Hashable, Sendable {
    /// A store-dated trial: a free non-consumable whose purchase starts a trial of `unlocks`.
    package struct Trial: Hashable, Sendable {
        package let productID: String
        package let unlocks: String

        package init(productID: String, unlocks: String) {
            self.productID = productID
            self.unlocks = unlocks
        }
    }

    /// The product the scenario's evaluation unlocks: it must be a non-consumable.
    package var evaluationUnlock: String?
    /// The scenario's store-dated trials.
    package var trials: [Trial]
    /// Every other product id the scenario names (buys, expectations, …).
    package var referencedProductIDs: [String]

    package init(evaluationUnlock: String? = nil, trials: [Trial] = [], referencedProductIDs: [String] = []) {
        self.evaluationUnlock = evaluationUnlock
        self.trials = trials
        self.referencedProductIDs = referencedProductIDs
    }

    /// Every product id the scenario names, each once, in the order first named.
    var namedProductIDs: [String] {
        var seen = Set<String>()
        let all = [evaluationUnlock].compactMap { $0 } + trials.flatMap { [$0.productID, $0.unlocks] } + referencedProductIDs
        return all.filter { seen.insert($0).inserted }
    }
}
