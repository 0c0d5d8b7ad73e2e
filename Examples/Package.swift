// swift-tools-version:6.0
import PackageDescription

// The example app's purchase code, its own debugger executable and its tests, over storedbg by path.
let package = Package(
    name: "storedbg-examples",
    // As storedbg itself: macOS 15 (the StoreKit twin's executors; Duration, ContinuousClock).
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "storedbg", path: ".."),
    ],
    targets: [
        // The app's purchase code depends on the port alone: Foundation, no ncurses.
        .target(name: "NotesApp", dependencies: [.product(name: "PurchasePort", package: "storedbg")]),
        .executableTarget(name: "notes-debugger", dependencies: ["NotesApp", .product(name: "StoreDebugger", package: "storedbg")]),
        // The scenarios through ScenarioRunner, and notes-debugger end to end in tmux.
        .testTarget(name: "NotesAppTests", dependencies: ["NotesApp", .product(name: "StoreDebugger", package: "storedbg")]),
        // Notes Pro written as StoreKit 2 code, compiled against the StoreKit twin (STOREKIT_TWIN
        // chooses it on macOS too), and its unit tests, which drive it in-process with StoreKitTwinTest.
        .target(name: "NotesStoreKit", dependencies: [.product(name: "StoreKitTwin", package: "storedbg")],
                swiftSettings: [.define("STOREKIT_TWIN")]),
        .testTarget(name: "NotesStoreKitTests", dependencies: ["NotesStoreKit", .product(name: "StoreKitTwin", package: "storedbg"),
                                                               .product(name: "StoreKitTwinTest", package: "storedbg")]),
    ],
    swiftLanguageModes: [.v6]
)
