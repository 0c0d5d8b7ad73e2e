import Foundation
import StoreCore

/// What a line is parsed against: where it comes from, the catalogue earlier lines defined, and
/// how to load a `.storekit` file. After a line parses, `record(_:)` its command so later lines
/// can name the products it defined.
package struct ParseContext: Sendable {
    /// The scenario file (or a name such as `prompt`) diagnostics are reported against; relative
    /// `storekit` paths are resolved against its folder.
    package var path: String {
        get { storage.path }
        set { uniqueStorage().path = newValue }
    }
    /// Products defined so far by `product`, `trial` and `storekit` lines.
    package var catalogue: Catalogue {
        // Lent in place rather than copied: a line looks products up in it several times.
        _read { yield storage.catalogue }
        _modify { yield &uniqueStorage().catalogue }
    }
    /// Loads the `.storekit` file at a resolved path. Supplied by the caller, so that this module
    /// does not depend on the decoder.
    package var loadStoreKit: @Sendable (String) -> Result<StoreConfiguration, StoreKitLoadError> {
        get { storage.loadStoreKit }
        set { uniqueStorage().loadStoreKit = newValue }
    }
    /// The names `client NAME` accepts besides `reference` and `fault NAME`: the clients
    /// registered with the debugger.
    package var clients: [String] {
        get { storage.clients }
        set { uniqueStorage().clients = newValue }
    }

    /// The fields, shared by copies until one changes (copy on write): every line's reader holds
    /// a copy, and copying the five references of the fields themselves, then releasing them,
    /// cost about 300 instructions a line.
    private var storage: Storage

    /// The fields. Never changed while shared (`uniqueStorage()`), so sendable as a value is.
    private final class Storage: @unchecked Sendable {
        var path: String
        var catalogue: Catalogue
        var loadStoreKit: @Sendable (String) -> Result<StoreConfiguration, StoreKitLoadError>
        var clients: [String]

        init(path: String, catalogue: Catalogue, clients: [String],
             loadStoreKit: @escaping @Sendable (String) -> Result<StoreConfiguration, StoreKitLoadError>) {
            self.path = path
            self.catalogue = catalogue
            self.clients = clients
            self.loadStoreKit = loadStoreKit
        }

        func copy() -> Storage {
            Storage(path: path, catalogue: catalogue, clients: clients, loadStoreKit: loadStoreKit)
        }
    }

    /// The storage, copied first if another context shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    package init(path: String, catalogue: Catalogue = Catalogue(), clients: [String] = [],
                loadStoreKit: @escaping @Sendable (String) -> Result<StoreConfiguration, StoreKitLoadError>) {
        storage = Storage(path: path, catalogue: catalogue, clients: clients, loadStoreKit: loadStoreKit)
    }

    /// Adds the products `command` defines, if any, to the catalogue.
    package mutating func record(_ command: Command) {
        switch command {
        case .product(let product):
            catalogue.add(product)
        case .trial(let id, let target, let lasting):
            let trial = catalogue.trial(id: id, of: target, lasting: lasting)
            catalogue.add(trial.product, replacing: trial.replacing)
        case .nonRenewingLength(let id, let lasting):
            if let pass = catalogue.pass(id: id, lasting: lasting) { catalogue.add(pass, replacing: true) }
        case .storekit(_, let configuration):
            if catalogue.isEmpty, let whole = configuration.catalogue {
                catalogue = whole
            } else {
                for product in configuration.products { catalogue.add(product) }
            }
        case .offer(let productID, let offer):
            catalogue.addOffer(offer, to: productID)
        default:
            break
        }
    }

    /// `path` as written on a `storekit` line, made relative to the scenario's folder.
    package func resolve(storeKitPath path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let folder = Self.folder(of: self.path)
        return folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// `NSString.deletingLastPathComponent`, cut as bytes for a plain path (`a/b/c.scenario`,
    /// `/a/b`: no `//`, a `/` not only at its start, none at its end), and by `NSString` otherwise: NSString took about
    /// 40,000 instructions for it. A test compares the two over many paths.
    package static func folder(of path: String) -> String {
        plainFolder(of: path) ?? (path as NSString).deletingLastPathComponent
    }

    /// The folder of a plain path, cut as bytes; nil for any other path.
    package static func plainFolder(of path: String) -> String? {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash != bytes.startIndex,
              bytes.last != UInt8(ascii: "/") else { return nil }
        // `//` looked for as bytes in one loop: Foundation's `contains` took about 15,000
        // instructions, a `zip` of the bytes with themselves about 10,000.
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return nil }
            previous = byte
        }
        // The slash is a character of its own: the text before it is a `Substring` of the path,
        // made a `String` at once (`String(decoding:as:)` over the bytes asked the runtime
        // whether they are contiguous, about 59,000 instructions a path).
        return String(path[..<slash])
    }
}
