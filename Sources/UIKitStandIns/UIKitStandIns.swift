import Foundation

// Linux stand-ins for the UIKit names purchase code touches to present the App Store's sheets
// (`AppStore.showManageSubscriptions(in:)`, `presentOfferCodeRedeemSheet(in:)`,
// `Transaction.beginRefundRequest(for:in:)`): the application, its one connected window scene,
// a view controller to pass around, and nothing else of UIKit. Nothing is drawn.

/// A scene of the app.
@MainActor
open class UIScene: NSObject {
    /// Whether the scene is in the foreground: always active here.
    public enum ActivationState: Int, Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    public var activationState: ActivationState { .foregroundActive }

    override public init() { super.init() }
}

/// A window scene: what the App Store's sheets are presented on.
@MainActor
open class UIWindowScene: UIScene {}

/// A view controller: purchase code passes the one showing to what presents a sheet. Nothing
/// is shown.
@MainActor
open class UIViewController: NSObject {
    override public init() { super.init() }

    /// The window scene it is shown in: the app's one.
    public var windowScene: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }
}

/// The app.
@MainActor
open class UIApplication: NSObject {
    /// The app's one instance.
    public static let shared = UIApplication()

    /// The app's scenes: one window scene, active.
    public let connectedScenes: Set<UIScene> = [UIWindowScene()]

    override private init() { super.init() }
}
