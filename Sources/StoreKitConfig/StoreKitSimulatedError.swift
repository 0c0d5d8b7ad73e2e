import StoreCore

/// One entry of `_storeKitErrors` (format 3.0 on): a store call Xcode can make fail, and how.
package struct StoreKitSimulatedError: Hashable, Sendable {
    /// The call as Xcode names it (`name`, or `category`): "Load Products", "App Store Sync", …
    package let name: String
    package let enabled: Bool
    /// `current.type`: the error list `errorIndex` counts in (`generic`, `purchase`, `verification`).
    package let errorType: String?
    /// `current.index`.
    package let errorIndex: Int?
    package let source: StoreKitSource

    /// The storedbg call this entry makes fail; `nil` for calls storedbg does not simulate.
    package var api: StoreAPI? { StoreKitErrorTable.api(named: name) }

    /// The error the call fails with (see `StoreKitErrorTable`): with no `current`, `unknown`
    /// (`verificationFailed` for Verification); `nil` when the chosen error has no storedbg counterpart.
    package var error: StoreError? {
        guard let errorType, let errorIndex else { return api == .verification ? .verificationFailed : .unknown }
        return StoreKitErrorTable.error(type: errorType, index: errorIndex)
    }
}
