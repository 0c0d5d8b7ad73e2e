import Foundation

/// Folders of the package under test, found from this source file's path.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folder of `shim.h`, the C side of the terminal runtime.
    static let ncursesShim = root.appendingPathComponent("Sources/CNcurses/include")
}
