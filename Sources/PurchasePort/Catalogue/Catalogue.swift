/// The products the store sells, in the order they were defined.
/// Problems (a duplicate id, a trial of a missing product, …) come back as values, never traps.
public struct Catalogue: Hashable, Sendable {
    public private(set) var products: [StoreProduct] = []
    /// Each product's position by id, kept from `indexedFrom` products on; below that, a
    /// product is found by comparing ids in order, cheaper than hashing the id (a scenario's
    /// catalogue holds a few products and is asked about them at nearly every step).
    private var indexByID: [String: Int] = [:]
    /// From how many products the catalogue keeps `indexByID`.
    private static let indexedFrom = 16
    /// How many store-dated trials it holds.
    public private(set) var trialCount = 0

    public init() {}

    public init(_ products: [StoreProduct]) {
        for product in products { _ = add(product) }
    }

    public subscript(id: String) -> StoreProduct? {
        position(of: id).map { products[$0] }
    }

    public func contains(_ id: String) -> Bool { position(of: id) != nil }

    /// Where the product stands in the order products were defined.
    public func position(of id: String) -> Int? {
        guard products.count < Self.indexedFrom else { return indexByID[id] }
        for index in products.indices where products[index].id == id { return index }
        return nil
    }

    public var isEmpty: Bool { products.isEmpty }

    /// Adds `product`, or replaces the product with the same id when `replacing` is set.
    /// Returns the problems that stop it being added; an empty list means it was added.
    @discardableResult
    @usableFromInline package mutating func add(_ product: StoreProduct, replacing: Bool = false) -> [CatalogueProblem] {
        // The id looked up once, for the problems and the adding both.
        let existing = position(of: product.id)
        let problems = problems(adding: product, replacing: replacing, isDefined: existing != nil)
        guard problems.isEmpty else { return problems }
        if product.kind.isTrial { trialCount += 1 }
        if let index = existing {
            if products[index].kind.isTrial { trialCount -= 1 }
            products[index] = product
        } else {
            // Room for a scenario's few products at once.
            if products.isEmpty { products.reserveCapacity(8) }
            products.append(product)
            if products.count == Self.indexedFrom {
                indexByID.reserveCapacity(2 * Self.indexedFrom)
                for index in products.indices { indexByID[products[index].id] = index }
            } else if products.count > Self.indexedFrom {
                indexByID[product.id] = products.count - 1
            }
        }
        return []
    }

    /// What would be wrong with adding `product`.
    @usableFromInline package func problems(adding product: StoreProduct, replacing: Bool = false) -> [CatalogueProblem] {
        problems(adding: product, replacing: replacing, isDefined: !replacing && contains(product.id))
    }

    /// What would be wrong with adding `product`, given whether its id is already defined
    /// (looked up only where it matters).
    private func problems(adding product: StoreProduct, replacing: Bool, isDefined: Bool) -> [CatalogueProblem] {
        var problems: [CatalogueProblem] = []
        if product.id.isEmpty { problems.append(.emptyID) }
        if !replacing, isDefined { problems.append(.duplicate(product.id)) }
        switch product.kind {
        case .trial(let target, let lasting):
            if target == product.id {
                problems.append(.trialOfItself(product.id))
            } else if let unlocked = self[target] {
                if unlocked.kind != .unlock { problems.append(.trialOfNonUnlock(trial: product.id, target: target)) }
            } else {
                problems.append(.trialOfMissing(trial: product.id, target: target))
            }
            if let price = product.price, !price.isFree { problems.append(.trialNotFree(product.id)) }
            if product.familyShareable { problems.append(.trialFamilyShareable(product.id)) }
            if lasting.seconds <= 0 { problems.append(.nonPositiveLength(product.id)) }
        case .nonRenewing(let span):
            if span.seconds <= 0 { problems.append(.nonPositiveLength(product.id)) }
        case .subscription(let group, _, let level):
            if group.isEmpty { problems.append(.subscriptionWithoutGroup(product.id)) }
            if level < 1 { problems.append(.badLevel(product.id, level)) }
        case .unlock, .consumable:
            break
        }
        return problems
    }

    /// The non-renewing subscription `id` lasting `lasting` (`nonrenewing ID lasting D`): a
    /// `.storekit` file gives a non-renewing subscription no length. Nil when `id` is not a
    /// non-renewing subscription.
    @usableFromInline package func pass(id: String, lasting: TimeSpan) -> StoreProduct? {
        guard var product = self[id], product.kind.isNonRenewing else { return nil }
        product.kind = .nonRenewing(lasting)
        return product
    }

    /// The product a `trial ID of TARGET lasting D` line makes: a free product of its own, or,
    /// when `id` is already an unlock (say from a `.storekit` file), that product marked as the
    /// trial, keeping its price and flags so that a priced or family-shareable trial is caught.
    @usableFromInline package func trial(id: String, of target: String, lasting: TimeSpan) -> (product: StoreProduct, replacing: Bool) {
        if let existing = self[id], existing.kind == .unlock {
            return (StoreProduct(id: id, kind: .trial(of: target, lasting: lasting), price: existing.price,
                            displayName: existing.displayName, descriptionText: existing.descriptionText,
                            familyShareable: existing.familyShareable), true)
        }
        return (StoreProduct(id: id, kind: .trial(of: target, lasting: lasting)), false)
    }

    /// Adds `offer` to the subscription `productID`; returns what stops it, if anything.
    @discardableResult
    @usableFromInline package mutating func addOffer(_ offer: SubscriptionOffer, to productID: String) -> OfferProblem? {
        if let problem = problem(addingOffer: offer, to: productID) { return problem }
        if let index = position(of: productID) { products[index].offers.append(offer) }
        return nil
    }

    /// What would be wrong with adding `offer` to `productID`.
    @usableFromInline package func problem(addingOffer offer: SubscriptionOffer, to productID: String) -> OfferProblem? {
        guard let product = self[productID] else { return .unknownProduct(productID) }
        guard product.kind.isAutoRenewable else { return .notAutoRenewable(productID, product.kind.label) }
        if offer.kind == .introductory, product.introductoryOffer != nil { return .secondIntroductory(productID) }
        if let id = offer.id, product.offer(offer.kind, id: id) != nil { return .duplicate(productID, offer.name) }
        if let price = offer.price, price.amount <= 0 { return .nonPositivePrice(productID, offer.name) }
        if offer.paymentMode != .freeTrial, offer.price == nil { return .missingPrice(productID, offer.name) }
        if let price = offer.price, let regular = product.price, price.currencyCode != regular.currencyCode {
            return .otherCurrency(productID, offer.name, currency: regular.currencyCode)
        }
        return nil
    }

    /// The auto-renewable subscriptions of `group`.
    public func subscriptions(inGroup group: String) -> [StoreProduct] {
        products.filter {
            if case .subscription(let g, _, _) = $0.kind { return g == group }
            return false
        }
    }

    /// The ids nearest to `id` by edit distance, for "did you mean" hints.
    @usableFromInline package func closestID(to id: String) -> String? {
        EditDistance.closest(to: id, among: products.map(\.id))
    }
}

/// Something wrong with a product definition.
@usableFromInline package enum CatalogueProblem: Hashable, Sendable, CustomStringConvertible {
    case emptyID
    case duplicate(String)
    case trialOfItself(String)
    case trialOfMissing(trial: String, target: String)
    case trialOfNonUnlock(trial: String, target: String)
    case trialNotFree(String)
    case trialFamilyShareable(String)
    case nonPositiveLength(String)
    case subscriptionWithoutGroup(String)
    case badLevel(String, Int)

    public var description: String {
        switch self {
        case .emptyID: return "product id is empty"
        case .duplicate(let id): return "product '\(id)' is defined twice"
        case .trialOfItself(let id): return "trial '\(id)' cannot be a trial of itself"
        case .trialOfMissing(let trial, let target): return "trial '\(trial)' is of '\(target)', which is not in the catalogue"
        case .trialOfNonUnlock(let trial, let target): return "trial '\(trial)' is of '\(target)', which is not an unlock (non-consumable)"
        case .trialNotFree(let id): return "store-dated trial '\(id)' must be free"
        case .trialFamilyShareable(let id): return "store-dated trial '\(id)' must not be family shareable"
        case .nonPositiveLength(let id): return "'\(id)' must last longer than 0s"
        case .subscriptionWithoutGroup(let id): return "subscription '\(id)' has no subscription group"
        case .badLevel(let id, let level): return "subscription '\(id)' has level \(level); levels start at 1"
        }
    }
}
