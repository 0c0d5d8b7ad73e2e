import Foundation

/// An alert or action sheet the app presents, as purchase code shows a thank-you or an error.
/// Nothing is drawn: presenting it writes it to the event log (`UIViewController.present`).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// `The app presents an alert: “Thank you” — “Pro is unlocked.” [OK]`.
    var eventLine: String {
        let kind = preferredStyle == .alert ? "an alert" : "an action sheet"
        let words = [title, message].compactMap { $0 }.filter { !$0.isEmpty }.map { "“\($0)”" }
        let buttons = actions.compactMap(\.title)
        return "The app presents \(kind): " + (words.isEmpty ? "(no text)" : words.joined(separator: " — "))
            + (buttons.isEmpty ? "" : " [\(buttons.joined(separator: ", "))]")
    }
}

/// A button of an alert. Its handler runs only when the button is tapped, which never happens here.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true

    /// `handler` is not kept: no one taps the button.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        super.init()
    }
}
