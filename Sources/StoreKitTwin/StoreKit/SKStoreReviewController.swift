import Foundation

/// StoreKit 1's rating prompt: the system decides whether to show it, and never says. Nothing is
/// shown under the twin; the event log says the app asked.
public final class SKStoreReviewController: NSObject, @unchecked Sendable {
    /// Asks for a rating in the active scene (deprecated in iOS 14).
    public static func requestReview() {
        AppStore.logReviewRequest()
    }

    /// Asks for a rating in `windowScene` (any window scene will do).
    @MainActor public static func requestReview(in windowScene: AnyObject) {
        AppStore.logReviewRequest()
    }
}

extension AppStore {
    /// Asks for a rating in `scene` (UIKit's `UIWindowScene`, AppKit's view controller): as
    /// `SKStoreReviewController`, nothing is shown and the event log says the app asked.
    @MainActor public static func requestReview(in scene: AnyObject) {
        logReviewRequest()
    }

    static func logReviewRequest() {
        TwinLog.write("The app asks for a rating; the system decides whether to show the prompt (nothing is shown)")
    }
}
