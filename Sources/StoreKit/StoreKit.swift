// `import StoreKit` where Apple's StoreKit does not exist: the StoreKit twin under StoreKit's
// name, with Foundation, as StoreKit brings it. A file that says `import StoreKit` and names
// `StoreKit.Transaction` compiles unchanged against the twin in a target that depends on this
// product (Docs/storekit-twin.md: on Linux `condition: .when(platforms: [.linux])`).
@_exported import StoreKitTwin
// StoreKit on iOS brings UIKit's names with it, and Foundation's, among them Combine's
// ObservableObject and @Published; on Linux, the stand-ins' (UIKit's through UIKitStandIns, see
// Sources/UIKit).
#if os(Linux)
@_exported import Combine
@_exported import UIKitStandIns
// Apple's Foundation brings Observation: an `@Observable` store in a file that imports only
// StoreKit compiles there, so it does here (one that imports only Foundation does not, on Linux).
@_exported import Observation
#endif
