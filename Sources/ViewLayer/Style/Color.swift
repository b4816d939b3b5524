import Foundation

/// A colour: a view that fills the space it is given, and a style to fill or draw with.
///
///     Color.orange
///     Color(red: 0.2, green: 0.5, blue: 0.9)
///     Text("Late").foregroundStyle(Color.red.opacity(0.8))
///
/// The system colours are GNOME's palette, so they sit well in Adwaita; `.primary` and
/// `.secondary` are the theme's text colours, and `.accentColor` its accent, which the light and
/// the dark style draw each in their own.
public struct Color: Hashable, Sendable, ShapeStyle {
    public let paint: Paint

    init(paint: Paint) {
        self.paint = paint
    }

    /// sRGB components from 0 to 1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        // NaN, which a program's arithmetic can give, is taken as 0, as every other input is clamped.
        func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        paint = .rgba(red: clamped(red), green: clamped(green), blue: clamped(blue), opacity: clamped(opacity))
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour by hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (min(max(hue, 0), 1) * 6).truncatingRemainder(dividingBy: 6)
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(hue) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// The colour space SwiftUI's `Color(_:red:green:blue:opacity:)` names; all are drawn as sRGB.
    public enum RGBColorSpace: Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// The colour named `name` in an asset catalog of `bundle`, or of the app (`AssetCatalog`):
    /// `Color("bubblegum")`. A name no catalog has draws nothing, as Apple's does, and is
    /// reported once, in Apple's words.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let paint = AssetCatalog.color(named: name, in: bundle ?? .main) {
            self.init(paint: paint)
        } else {
            RuntimeWarnings.report("No color named '\(name)' found in asset catalog for \((bundle ?? .main).bundlePath)", site: "Color(\"\(name)\")")
            self.init(paint: .rgba(red: 0, green: 0, blue: 0, opacity: 0))
        }
    }

    /// This colour at `opacity` times its own.
    public func opacity(_ opacity: Double) -> Color {
        Color(paint: paint.multiplyingOpacity(by: opacity))
    }

    public func resolvePaint(in environment: EnvironmentValues) -> Paint { paint }

    /// `#rrggbb`, as CSS writes it, for a colour given by its components; the theme's colours
    /// have none and give the text colour's grey.
    public var hex: String {
        guard case .rgba(let red, let green, let blue, _) = paint else { return "#808080" }
        func byte(_ component: Double) -> String {
            let digits = String(Int((component * 255).rounded()), radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}

extension Color {
    private static func gnome(_ rgb: UInt32) -> Color {
        Color(
            red: Double((rgb >> 16) & 0xff) / 255,
            green: Double((rgb >> 8) & 0xff) / 255,
            blue: Double(rgb & 0xff) / 255
        )
    }

    // GNOME's palette (the Human Interface Guidelines' "Brand colors"), its third shade, which
    // GNOME's own apps use for accents on light and dark backgrounds alike.
    public static let red = gnome(0xe01b24)
    public static let orange = gnome(0xff7800)
    public static let yellow = gnome(0xf6d32d)
    public static let green = gnome(0x33d17a)
    public static let mint = gnome(0x2ec27e)
    public static let teal = gnome(0x2190a4)
    public static let cyan = gnome(0x62a0ea)
    public static let blue = gnome(0x3584e4)
    public static let indigo = gnome(0x1c71d8)
    public static let purple = gnome(0x9141ac)
    public static let pink = gnome(0xdc8add)
    public static let brown = gnome(0x986a44)
    public static let gray = gnome(0x9a9996)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    public static let primary = Color(paint: .foreground(level: 0, opacity: 1))
    public static let secondary = Color(paint: .foreground(level: 1, opacity: 1))
    public static let accentColor = Color(paint: .accent(opacity: 1))
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// A colour's name as SwiftUI's `Color` describes itself, which code prints or shows (Apple's
/// `Stepper` example reads `colors[value].description`): a system colour by its name (`orange`,
/// `primary`), a colour of components as `#RRGGBBAA`.
extension Color: CustomStringConvertible {
    public var description: String {
        if let name = Self.names[self] { return name }
        if case .rgba(let red, let green, let blue, let opacity) = paint {
            func hex(_ value: Double) -> String {
                let byte = value.isFinite ? Int((min(max(value, 0), 1) * 255).rounded()) : 0
                return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }
        return "Color"
    }

    private static let names: [Color: String] = [
        .red: "red", .orange: "orange", .yellow: "yellow", .green: "green", .mint: "mint", .teal: "teal", .cyan: "cyan",
        .blue: "blue", .indigo: "indigo", .purple: "purple", .pink: "pink", .brown: "brown", .gray: "gray", .black: "black",
        .white: "white", .clear: "clear", .primary: "primary", .secondary: "secondary", .accentColor: "accentColor",
    ]
}
