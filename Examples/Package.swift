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
        .target(name: "NotesApp", dependencies: [.product(name: "StoreDebugger", package: "storedbg")]),
        .executableTarget(name: "notes-debugger", dependencies: ["NotesApp", .product(name: "StoreDebugger", package: "storedbg")]),
        // The scenarios through ScenarioRunner, and notes-debugger end to end in tmux.
        .testTarget(name: "NotesAppTests", dependencies: ["NotesApp", .product(name: "StoreDebugger", package: "storedbg")]),
    ],
    swiftLanguageModes: [.v6]
)
