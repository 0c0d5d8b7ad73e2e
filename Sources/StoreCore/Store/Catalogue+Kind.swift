import PurchasePort

extension Catalogue {
    /// The kind of product `id`, read in place: `self[id]` copies the whole product (its
    /// offers, names, price), which the frequent checks of a kind alone do not need.
    func kind(of id: String) -> ProductKind? {
        guard let position = position(of: id) else { return nil }
        return products[position].kind
    }
}
