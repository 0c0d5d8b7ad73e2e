import StoreCore

/// StoreKit's `AppStore`: the restore call and the environment a transaction comes from.
public enum AppStore {
    /// Syncs the app's transactions with the App Store (the user tapped Restore); throws when
    /// the store cannot be reached or the scenario injects a failure (`fail sync …`).
    nonisolated(nonsending) public static func sync() async throws {
        let session = TwinSession.active()
        if let error = await session.ask(.sync, TwinSession.Request.sync) {
            throw StoreKitError.thrown(for: error)
        }
    }

    /// Where a transaction was made. Every transaction of the twin is `.xcode`, as in StoreKit Testing.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }
}
