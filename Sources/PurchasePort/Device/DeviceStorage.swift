/// The app's durable storage on one device: the keychain survives a reinstall (not a new
/// device); the preferences, and the consumable balances kept in them, do not.
public struct DeviceStorage: Sendable {
    /// One copy-on-write box: the app sees its storage with every input it receives (every
    /// renewal of a long session), and handing it over is then one retain, not one per table.
    /// Its tables are read in place (`_read`): a look-up such as `consumables.hasCredited` then
    /// copies nothing out of the box.
    private var box = Box()

    public init() {}

    public package(set) var keychain: [String: StoredValue] {
        _read { yield box.keychain }
        _modify {
            makeUnique()
            yield &box.keychain
        }
    }

    public package(set) var preferences: [String: StoredValue] {
        _read { yield box.preferences }
        _modify {
            makeUnique()
            yield &box.preferences
        }
    }

    /// The app's consumable ledger, kept in its preferences.
    public package(set) var consumables: ConsumableLedger {
        _read { yield box.consumables }
        _modify {
            makeUnique()
            yield &box.consumables
        }
    }

    /// What a reinstall leaves: the keychain.
    @usableFromInline package mutating func wipePreferences() {
        preferences = [:]
        consumables = ConsumableLedger()
    }

    /// The box, copied first when another storage value shares it: changes happen in place
    /// otherwise, so crediting a unit never copies the ledger of every credit made.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
    }

    /// Mutable only through `makeUnique()`, so a box is never changed while shared: that is
    /// what makes it safe to send.
    private final class Box: @unchecked Sendable {
        var keychain: [String: StoredValue] = [:]
        var preferences: [String: StoredValue] = [:]
        var consumables = ConsumableLedger()

        func copy() -> Box {
            let copy = Box()
            copy.keychain = keychain
            copy.preferences = preferences
            copy.consumables = consumables
            return copy
        }
    }
}
