import ScenarioLanguage
import StoreCore
import Testing

/// A catalogue finds a product by comparing ids in order below `Catalogue.indexedFrom` products
/// and by its index of ids from there on; a `storekit` line into an empty catalogue takes the
/// configuration's own catalogue whole. Both are compared with what a dictionary of ids and
/// adding the products one by one give, over seeded catalogues.
struct CatalogueLookupTests {
    /// Ids that share prefixes and lengths, with canonically equivalent spellings (`é` as one
    /// scalar and as `e` and a combining accent), which a dictionary takes for the same key.
    static let pieces = ["a", "b", "pro", "com.example.", "monthly", ".", "é", "e\u{301}", "ü", "x", "1", "2"]

    static func id(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func findsWhatADictionaryOfIdsFinds() {
        var random = SplitMix64(seed: 26)
        for _ in 0..<300 {
            var catalogue = Catalogue()
            var positions: [String: Int] = [:]
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let id = Self.id(&random)
                let replacing = Bool.random(using: &random)
                let problems = catalogue.add(StoreProduct(id: id, kind: .consumable), replacing: replacing)
                #expect(problems.isEmpty == (replacing || positions[id] == nil))
                if problems.isEmpty, positions[id] == nil { positions[id] = positions.count }
                #expect(catalogue.products.count == positions.count)
                for _ in 0..<8 {
                    let asked = Self.id(&random)
                    #expect(catalogue.position(of: asked) == positions[asked], "\(asked)")
                    #expect(catalogue.contains(asked) == (positions[asked] != nil))
                    #expect(catalogue[asked]?.id == positions[asked].map { catalogue.products[$0].id })
                }
            }
            for (id, position) in positions { #expect(catalogue.position(of: id) == position) }
        }
    }

    @Test func aConfigurationsCatalogueIsItsProductsAddedInOrder() {
        var random = SplitMix64(seed: 27)
        for _ in 0..<300 {
            var products: [StoreProduct] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                let id = Bool.random(using: &random) ? Self.id(&random) : ""
                switch Int.random(in: 0..<4, using: &random) {
                case 0: products.append(StoreProduct(id: id, kind: .unlock))
                case 1: products.append(StoreProduct(id: id, kind: .subscription(group: Bool.random(using: &random) ? "g" : "",
                                                                                   period: SubscriptionPeriod(iso8601: "P1M")!,
                                                                                   level: Int.random(in: 0...2, using: &random))))
                case 2: products.append(StoreProduct(id: id, kind: .trial(of: Self.id(&random), lasting: .days(7))))
                default: products.append(StoreProduct(id: id, kind: .consumable))
                }
            }
            var added = Catalogue()
            var clean = true
            for product in products {
                if product.kind.isTrial { clean = false }
                if !added.add(product).isEmpty { clean = false }
            }
            let configuration = StoreConfiguration(products: products)
            #expect(configuration.catalogue == (clean ? added : nil))
        }
    }

    /// A `storekit` line into a store that already holds products adds the file's to them, one
    /// by one, and is refused whole when one clashes (the whole-catalogue shortcut is only for
    /// an empty store).
    @Test func aStoreKitLineIntoAFilledStoreAddsItsProductsOrIsRefusedWhole() throws {
        let file = StoreConfiguration(products: [StoreProduct(id: "gems", kind: .consumable), StoreProduct(id: "pro", kind: .unlock)])
        var engine = Engine()
        _ = try engine.apply(.product(StoreProduct(id: "extra", kind: .unlock)))
        _ = try engine.apply(.storekit(path: "a.storekit", configuration: file))
        #expect(engine.store.catalogue.products.map(\.id) == ["extra", "gems", "pro"])

        var clashing = Engine()
        _ = try clashing.apply(.product(StoreProduct(id: "pro", kind: .consumable)))
        #expect(throws: EngineError.self) { try clashing.apply(.storekit(path: "a.storekit", configuration: file)) }
        #expect(clashing.store.catalogue.products.map(\.id) == ["pro"])
        #expect(clashing.store.catalogue.products.first?.kind == .consumable)
    }
}

