// UIKit brings Foundation with it: a file that imports only UIKit uses `Bundle`, `URL`, `Date`.
@_exported import Foundation
import StoreKitTwin

// Linux stand-ins for the UIKit names purchase code touches to present the App Store's sheets
// (`AppStore.showManageSubscriptions(in:)`, `presentOfferCodeRedeemSheet(in:)`,
// `Transaction.beginRefundRequest(for:in:)`) and its own alerts: the application, its one
// connected window scene, a view controller to pass around and present from, alerts and their
// buttons (UIAlertController.swift), the app's state and life-cycle notification names, opening a
// URL, images by name (there are none), and nothing else of UIKit. Nothing is drawn.

/// A scene of the app.
@preconcurrency @MainActor
open class UIScene: NSObject {
    /// Whether the scene is in the foreground: always active here.
    public enum ActivationState: Int, Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    public var activationState: ActivationState { .foregroundActive }

    override public init() { super.init() }
}

/// A window scene: what the App Store's sheets are presented on.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {}

/// A view controller: purchase code passes the one showing to what presents a sheet. Nothing
/// is shown.
@preconcurrency @MainActor
open class UIViewController: NSObject {
    open var title: String?

    override public init() { super.init() }

    /// The window scene it is shown in: the app's one.
    public var windowScene: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }

    /// Presents `viewController`: nothing is shown. An alert goes to the event log when the app's
    /// code runs under the twin (its buttons are never tapped: no handler runs); `completion` runs.
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let alert = viewController as? UIAlertController {
            TwinLog.write(alert.eventLine)
        } else {
            TwinLog.write("The app presents a view controller (\(type(of: viewController)))")
        }
        completion?()
    }

    /// Dismisses what it presented: nothing was shown; `completion` runs.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
}

/// The app.
@preconcurrency @MainActor
open class UIApplication: NSObject {
    /// The app's one instance.
    public static let shared = UIApplication()

    /// The app's scenes: one window scene, active.
    public let connectedScenes: Set<UIScene> = [UIWindowScene()]

    /// Whether the app is in the foreground.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Always `.active`: a running app under the twin is in the foreground.
    public var applicationState: State { .active }

    // The app's life-cycle notifications, by UIKit's names. The twin has no foreground and
    // background, so they are never posted: an app that refreshes when it becomes active does
    // so at launch, as its other code says.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// The URL of the app's page in the Settings app.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Opens `url` (a web page, the App Store's subscriptions page): nothing is opened; the event
    /// log says so when the app's code runs under the twin, and `completionHandler` gets true
    /// later, on the main actor, as UIKit calls it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        TwinLog.write("The app opens \(url.absoluteString) (nothing is shown)")
        if let completionHandler { Task { @MainActor in completionHandler(true) } }
    }

    /// `open(_:options:completionHandler:)`, awaited.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        TwinLog.write("The app opens \(url.absoluteString) (nothing is shown)")
        return true
    }

    /// Options for `open(_:options:)`: none is looked at.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    override private init() { super.init() }
}

/// An image: the app has no assets under the twin, so none is found by name.
open class UIImage: NSObject, @unchecked Sendable {
    /// An image of the app's assets: none.
    public init?(named name: String) { return nil }

    /// A system symbol: none.
    public init?(systemName name: String) { return nil }
}
