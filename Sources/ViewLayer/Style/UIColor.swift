/// UIKit's colours, as SwiftUI code on iOS names them through `import SwiftUI`:
///
///     .background(Color(.systemGroupedBackground))
///     Color(uiColor: .secondaryLabel)
///
/// The semantic ones are the theme's surfaces and text colours, so they follow GNOME's light and
/// dark styles as UIKit's follow the device's: `systemBackground` is where content sits (GTK's
/// base colour), `systemGroupedBackground` what lies behind grouped content (the window's). The
/// system greys are the text colour over its surface, fainter from `systemGray2` to `systemGray6`,
/// as UIKit's come nearer the background; the fills are UIKit's own translucent grey.
public struct UIColor: Hashable, Sendable {
    let paint: Paint

    init(paint: Paint) {
        self.paint = paint
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        paint = Color(red: red, green: green, blue: blue, opacity: alpha).paint
    }

    public init(white: Double, alpha: Double) {
        paint = Color(white: white, opacity: alpha).paint
    }

    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        paint = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha).paint
    }

    /// A colour of an asset catalog (`Color(_:bundle:)` finds it); nil where none has it.
    public init?(named name: String) {
        guard let paint = AssetCatalog.color(named: name, in: .main) else { return nil }
        self.paint = paint
    }

    /// This colour at `alpha`, its own opacity replaced; a theme's colour at `alpha` of its own.
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        if case .rgba(let red, let green, let blue, _) = paint {
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(paint: paint.multiplyingOpacity(by: alpha))
    }

    // Backgrounds.
    public static let systemBackground = UIColor(paint: .surface(.content, opacity: 1))
    public static let secondarySystemBackground = UIColor(paint: .surface(.window, opacity: 1))
    public static let tertiarySystemBackground = UIColor(paint: .surface(.content, opacity: 1))
    public static let systemGroupedBackground = UIColor(paint: .surface(.window, opacity: 1))
    public static let secondarySystemGroupedBackground = UIColor(paint: .surface(.content, opacity: 1))
    public static let tertiarySystemGroupedBackground = UIColor(paint: .surface(.window, opacity: 1))

    // Text.
    public static let label = UIColor(paint: .foreground(level: 0, opacity: 1))
    public static let secondaryLabel = UIColor(paint: .foreground(level: 1, opacity: 1))
    public static let tertiaryLabel = UIColor(paint: .foreground(level: 2, opacity: 1))
    public static let quaternaryLabel = UIColor(paint: .foreground(level: 3, opacity: 1))
    public static let placeholderText = UIColor(paint: .foreground(level: 2, opacity: 1))
    public static let link = UIColor(paint: .accent(opacity: 1))
    public static let tintColor = UIColor(paint: .accent(opacity: 1))

    // Lines and fills.
    public static let separator = UIColor(paint: .surface(.separator, opacity: 1))
    public static let opaqueSeparator = UIColor(paint: .surface(.separator, opacity: 1))
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)

    // Greys: UIKit's light values, 174 to 242, are the text colour at these opacities over white.
    public static let systemGray = UIColor(paint: Color.gray.paint)
    public static let systemGray2 = UIColor(paint: .foreground(level: 0, opacity: 0.39))
    public static let systemGray3 = UIColor(paint: .foreground(level: 0, opacity: 0.27))
    public static let systemGray4 = UIColor(paint: .foreground(level: 0, opacity: 0.22))
    public static let systemGray5 = UIColor(paint: .foreground(level: 0, opacity: 0.12))
    public static let systemGray6 = UIColor(paint: .foreground(level: 0, opacity: 0.06))

    // The system colours, as SwiftUI's.
    public static let systemRed = UIColor(paint: Color.red.paint)
    public static let systemOrange = UIColor(paint: Color.orange.paint)
    public static let systemYellow = UIColor(paint: Color.yellow.paint)
    public static let systemGreen = UIColor(paint: Color.green.paint)
    public static let systemMint = UIColor(paint: Color.mint.paint)
    public static let systemTeal = UIColor(paint: Color.teal.paint)
    public static let systemCyan = UIColor(paint: Color.cyan.paint)
    public static let systemBlue = UIColor(paint: Color.blue.paint)
    public static let systemIndigo = UIColor(paint: Color.indigo.paint)
    public static let systemPurple = UIColor(paint: Color.purple.paint)
    public static let systemPink = UIColor(paint: Color.pink.paint)
    public static let systemBrown = UIColor(paint: Color.brown.paint)
    public static let black = UIColor(paint: Color.black.paint)
    public static let white = UIColor(paint: Color.white.paint)
    public static let gray = UIColor(paint: Color.gray.paint)
    public static let clear = UIColor(paint: Color.clear.paint)
}

extension Color {
    /// A UIKit colour: `Color(.systemBackground)`.
    public init(_ color: UIColor) {
        self.init(paint: color.paint)
    }

    /// A UIKit colour: `Color(uiColor: .secondaryLabel)`.
    public init(uiColor color: UIColor) {
        self.init(paint: color.paint)
    }
}
