import Foundation

/// SwiftUI's `Color` as store code keeps one (a plan's badge colour): a value, named or made of
/// its components; nothing is drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    private init(described: String) { description = described }

    /// A colour of the app's assets, by name.
    public init(_ name: String, bundle: Bundle? = nil) { description = name }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        description = "red \(red) green \(green) blue \(blue) opacity \(opacity)"
    }

    public init(white: Double, opacity: Double = 1) { description = "white \(white) opacity \(opacity)" }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        description = "hue \(hue) saturation \(saturation) brightness \(brightness) opacity \(opacity)"
    }

    /// This colour at `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(described: "\(description) at \(opacity)") }

    public static let accentColor = Color(described: "accentColor")
    public static let primary = Color(described: "primary")
    public static let secondary = Color(described: "secondary")
    public static let black = Color(described: "black")
    public static let blue = Color(described: "blue")
    public static let brown = Color(described: "brown")
    public static let clear = Color(described: "clear")
    public static let cyan = Color(described: "cyan")
    public static let gray = Color(described: "gray")
    public static let green = Color(described: "green")
    public static let indigo = Color(described: "indigo")
    public static let mint = Color(described: "mint")
    public static let orange = Color(described: "orange")
    public static let pink = Color(described: "pink")
    public static let purple = Color(described: "purple")
    public static let red = Color(described: "red")
    public static let teal = Color(described: "teal")
    public static let white = Color(described: "white")
    public static let yellow = Color(described: "yellow")
}
