#if os(Linux)
import UIKit

// A helper that imports only UIKit, as iOS code under `#if canImport(UIKit)` does: Foundation
// comes with it (`Bundle`), and an image looked up by name is not found (no assets).

/// The app's icon, as a store's "thank you" screen looks it up.
@MainActor func appIconImage() -> UIImage? {
    let icons = Bundle.main.infoDictionary?["CFBundleIcons"] as? [String: Any]
    let name = (icons?["CFBundlePrimaryIcon"] as? [String: Any])?["CFBundleIconName"] as? String
    return UIImage(named: name ?? "AppIcon") ?? UIImage(systemName: "star")
}
#endif
