// swift-tools-version:6.0
import PackageDescription

// Layers, dependencies pointing inward only (A → B: B builds on A):
// PurchasePort → StoreCore → StoreKitConfig → ScenarioLanguage → DebuggerUI → StoreDebugger → storedbg
// TerminalUI → DebuggerUI, TerminalUI → TerminalRuntime → StoreDebugger
// TerminalUI (a terminal UI kit: grid, keys, line editor, text widths; pure) and TerminalRuntime
// (the only code that calls ncurses; it runs any model of the kit) know nothing of stores.
// StoreDebugger wires the debugger's screens (DebuggerUI, pure) to the terminal and does the
// file work their effects ask for.
// Beside them, on the core only: StoreKitTwin, StoreKit 2's API over the simulated store, which an
// app's own purchase code imports in place of StoreKit (it runs the app's async code on executors
// and threads of its own, with a wall-clock bound for code that blocks them, which the core may not).
// Stand-ins for the Apple modules purchase code imports besides StoreKit (Combine's
// ObservableObject and @Published, os's Logger and os_log, UIKit's application and window scene,
// SwiftUI's @AppStorage),
// for Linux only: on Apple platforms the
// real modules exist, and a module of the same name in the build would hide them from every
// target (Foundation itself imports Combine), so there the product holds an empty module.
#if os(Linux)
let standInTargets: [Target] = [
    .target(name: "Combine"),
    // `import os.log` names a Clang submodule: OSSubmodules is the Clang module `os` with one.
    .systemLibrary(name: "OSSubmodules"),
    .target(name: "os", dependencies: ["StoreKitTwin", "OSSubmodules"]),
    .target(name: "OSLog", dependencies: ["os"]),
    .target(name: "UIKitStandIns", dependencies: ["StoreKitTwin"]),
    .target(name: "UIKit", dependencies: ["UIKitStandIns"]),
    .target(name: "SwiftUI", dependencies: ["Combine", "StoreKitTwin"]),
]
let standInModules: [Target.Dependency] = ["Combine", "os", "UIKit", "SwiftUI"]
// On iOS, `import StoreKit` brings UIKit's names with it (its API takes a UIWindowScene), and
// Foundation's, which include Combine's ObservableObject and @Published: so does the twin under
// StoreKit's name, with the UIKit and Combine stand-ins (UIKit's from UIKitStandIns, not the
// module named UIKit, which would make Swift Testing ask for an overlay Linux does not have).
let storeKitModuleDependencies: [Target.Dependency] = ["StoreKitTwin", "UIKitStandIns", "Combine"]
#else
let standInTargets: [Target] = [.target(name: "LinuxStandIns")]
let standInModules: [Target.Dependency] = []
let storeKitModuleDependencies: [Target.Dependency] = ["StoreKitTwin"]
#endif

// Release builds reach a concrete generic type's metadata through its accessor, with the
// conformances its requirements name passed in, not by demangling its name at run time: the
// first demangling of a type such as `Set<SomeEnum>` looks its `Hashable` conformance up by
// scanning every loaded image's conformance records (about 390,000 instructions each, dozens per
// process), most of `storedbg run`'s start-up cost beyond the loader (Docs/performance.md,
// "Start-up and the first frame"). And they optimize across modules: the core's calls into the
// port's accessors are inlined (a year of renewals takes 6 % fewer instructions, a purchase 3 %).
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-cross-module-optimization"],
                 .when(configuration: .release)),
]

let package = Package(
    name: "storedbg",
    // macOS 15: the StoreKit twin runs the app's jobs on executors of its own (task executors,
    // a job run on a given executor); the screen's tick uses Duration and ContinuousClock.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "storedbg", targets: ["storedbg"]),
        // The client port alone: `PurchaseClient` and the values its inputs, actions, context and
        // report are made of. What an app's purchase package depends on: Foundation only, no ncurses.
        .library(name: "PurchasePort", targets: ["PurchasePort"]),
        // The debugger as a library: implement `PurchaseClient`, register it, call `StoreDebugger.main`.
        .library(name: "StoreDebugger", targets: ["StoreDebugger"]),
        // StoreKit 2's API over the simulated store: purchase code written for StoreKit compiles
        // against it (`import StoreKitTwin`) and runs under the debugger as a registered client.
        .library(name: "StoreKitTwin", targets: ["StoreKitTwin"]),
        // StoreKit Test's SKTestSession for the twin: a unit test drives a twin controller
        // in-process over the same engine and monitor.
        .library(name: "StoreKitTwinTest", targets: ["StoreKitTwinTest"]),
        // The twin under StoreKit's own name, with Foundation: where Apple's StoreKit does not
        // exist, `import StoreKit` is the twin (depend on it with `.when(platforms: [.linux])`).
        .library(name: "StoreKit", targets: ["StoreKit"]),
        // Linux stand-ins for Combine's ObservableObject/@Published, os's Logger/os_log (whose
        // lines go to the event log), UIKit's UIApplication/UIWindowScene and SwiftUI's
        // @AppStorage; an empty module on Apple platforms.
        .library(name: "LinuxStandIns", targets: standInTargets.filter { $0.type != .system }.map(\.name)),
    ],
    targets: [
        // 0. The client port: what a client implements and the values it is handed. Foundation only.
        .target(name: "PurchasePort", swiftSettings: releaseSettings),
        // 1. Core: the purchase state machine and the simulated store. Foundation only.
        .target(name: "StoreCore", dependencies: ["PurchasePort"], swiftSettings: releaseSettings),
        // 1b. Xcode .storekit configuration files, decoded from bytes into a catalogue.
        .target(name: "StoreKitConfig", dependencies: ["StoreCore"], swiftSettings: releaseSettings),
        // 2. The scenario language, its parser and the headless runner.
        .target(name: "ScenarioLanguage", dependencies: ["StoreCore", "StoreKitConfig"], swiftSettings: releaseSettings),
        // 3a. A terminal UI kit: styled cells on a grid, keys and their decoding, a key map that
        // drives dispatch, key bar and help, a line editor, text widths. Pure; nothing of ours.
        .target(name: "TerminalUI", swiftSettings: releaseSettings),
        // 3b. The debugger's screens: session, panes, overlays, prompt, filter; state and size in,
        // a grid of styled cells out, file work returned as effects. Pure.
        .target(name: "DebuggerUI", dependencies: ["TerminalUI", "StoreCore", "ScenarioLanguage"], swiftSettings: releaseSettings),
        // 4. The terminal runtime: the only code that talks to ncurses; runs any TerminalUI model.
        // ncurses through a small C shim. The wide-character calls (wide.c) need
        // _XOPEN_SOURCE_EXTENDED from the command line (on macOS <curses.h> is an SDK module).
        .target(
            name: "CNcurses",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED", to: "1")],
            linkerSettings: [
                // Linux: the wide-character build is its own library, ncursesw.
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                // macOS: the SDK's one libncurses holds the wide-character functions.
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        .target(name: "TerminalRuntime", dependencies: ["CNcurses", "TerminalUI"], swiftSettings: releaseSettings),
        // 5. The library entry point (argument parsing, wiring, the files the session's effects
        // write and read) and the executable that calls it.
        .target(name: "StoreDebugger", dependencies: ["TerminalRuntime", "DebuggerUI", "TerminalUI", "ScenarioLanguage", "StoreCore"], swiftSettings: releaseSettings),
        .executableTarget(name: "storedbg", dependencies: ["StoreDebugger"], swiftSettings: releaseSettings),
        // 1c. The StoreKit 2 twin, on the core only, and the same under StoreKit's name.
        // What the twin answers for the app's code in place of the C library and libdispatch (Linux): the device's clock for `Date()` (twin_clock.c), the main queue (twin_main_queue.c).
        .target(name: "CTwinInterposers"),
        .target(name: "StoreKitTwin", dependencies: ["StoreCore", "CTwinInterposers"]),
        .target(name: "StoreKit", dependencies: storeKitModuleDependencies),
        // The in-process test session over the twin, above the scenario language it speaks.
        .target(name: "StoreKitTwinTest", dependencies: ["StoreKitTwin", "ScenarioLanguage", "StoreCore"]),
        // StoreKit 2 controllers whose files say only `import StoreKit` (and `import Combine`,
        // `import os`): the twin under StoreKit's name, with the Linux stand-ins.
        .target(name: "ImportStoreKitExamples", dependencies: ["StoreKit"] + standInModules),
        // StoreKit 2 controllers written as apps write them, compiled against the twin here
        // (STOREKIT_TWIN chooses it on macOS too), and a debugger that knows them by name.
        .target(name: "TwinExamples", dependencies: ["StoreKitTwin", "StoreCore", "ImportStoreKitExamples"],
                swiftSettings: [.define("STOREKIT_TWIN")]),
        .executableTarget(name: "twin-debugger", dependencies: ["TwinExamples", "StoreDebugger"]),
        // Benchmarks, run by hand: `swift run -c release storedbg-bench`.
        .executableTarget(name: "storedbg-bench", dependencies: ["StoreDebugger", "DebuggerUI", "TerminalUI", "ScenarioLanguage", "StoreCore",
                                                                "TwinExamples"]),

        // Expected output kept as Swift source, shared by the snapshot and golden tests.
        .target(name: "RecordedText", path: "Tests/RecordedText"),
        .testTarget(name: "StoreCoreTests", dependencies: ["StoreCore"]),
        .testTarget(name: "StoreKitConfigTests", dependencies: ["StoreKitConfig", "StoreCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "StoreCore", "RecordedText"]),
        // Shared by the screen's tests: grid snapshots, a terminal that records what it is given to
        // draw, a clock moved by hand.
        .target(name: "ScreenTestSupport", dependencies: ["TerminalUI", "TerminalRuntime", "RecordedText"],
                path: "Tests/ScreenTestSupport"),
        // The terminal UI kit alone (ScenarioLanguage only for its seeded random numbers).
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "ScreenTestSupport", "ScenarioLanguage"]),
        // The debugger's screens, with any effect a key asks for carried out as storedbg does.
        .testTarget(name: "DebuggerUITests", dependencies: ["DebuggerUI", "TerminalUI", "StoreDebugger", "ScenarioLanguage",
                                                            "StoreCore", "ScreenTestSupport"]),
        // The run loop on a recording fake terminal and a clock moved by hand: no tmux.
        .testTarget(name: "TerminalRuntimeTests", dependencies: ["TerminalRuntime", "TerminalUI", "ScreenTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: []),
        // A client written from scratch against the public port only (no @testable): proves the monitor is black-box.
        .testTarget(name: "ClientPortTests", dependencies: ["StoreCore", "ScenarioLanguage"]),
        // An app's file importing the port and StoreKit (the twin under StoreKit's name) names
        // StoreKit's Transaction, Product and StoreKitError unqualified: no name of the port clashes.
        .testTarget(name: "PortBesideStoreKitTests", dependencies: ["PurchasePort", "StoreKit"]),
        // The twin's StoreKit types, its executor, and the example controllers driven in-process.
        .testTarget(name: "StoreKitTwinTests", dependencies: ["StoreKitTwin", "StoreKitTwinTest", "TwinExamples", "ImportStoreKitExamples",
                                                            "ScenarioLanguage", "StoreCore",
                                                            .target(name: "StoreKit", condition: .when(platforms: [.linux]))] + standInModules),
        // Docs/your-own-client.md's package, laid out as an app team's (Tests/MyApp/), built and
        // tested here so that the page, which includes its files byte for byte, cannot go stale.
        .target(name: "MyApp", dependencies: ["PurchasePort"], path: "Tests/MyApp/Sources/MyApp"),
        .executableTarget(name: "my-debugger", dependencies: ["MyApp", "StoreDebugger"], path: "Tests/MyApp/Sources/my-debugger"),
        .testTarget(name: "MyAppTests", dependencies: ["MyApp", "StoreDebugger"], path: "Tests/MyApp/Tests/MyAppTests"),
        // The library entry point's own parts: what a debugger calls itself, the debugger's
        // session in the run loop as the program wires it.
        .testTarget(name: "StoreDebuggerTests", dependencies: ["StoreDebugger", "DebuggerUI", "TerminalUI", "TerminalRuntime", "ScenarioLanguage",
                                                              "ScreenTestSupport"]),
        // The pages agree with the files they include and with what the screen shows, and every
        // link of every page leads somewhere.
        .testTarget(name: "DocsTests", dependencies: ["MyApp", "DebuggerUI", "TerminalUI", "StoreDebugger", "ScenarioLanguage"]),
    ] + standInTargets,
    swiftLanguageModes: [.v6]
)
