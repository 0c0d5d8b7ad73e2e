import Foundation

/// StoreKit 1's request for a new app receipt. The twin has no receipt file: the request is the
/// store round trip a refresh makes (`.sync`, as `AppStore.sync()`, which Apple gives as its
/// StoreKit 2 counterpart), and the delegate is told, on the main actor, that it finished or why
/// it failed (offline: the `URLError`; an injected failure: `SKError`).
public final class SKReceiptRefreshRequest: SKRequest, @unchecked Sendable {
    /// The sandbox's test properties, taken and not used.
    public let receiptProperties: [String: Any]?

    public init(receiptProperties properties: [String: Any]? = nil) {
        receiptProperties = properties
    }

    public override func start() {
        let session = TwinSession.active()
        Task { @MainActor in
            let error = await session.ask(.sync, TwinSession.Request.sync)
            end(with: error.map(SKError.thrown))
        }
    }
}
