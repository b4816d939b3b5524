/// What a backend fills or draws with, resolved from a `ShapeStyle`: a colour, or a colour the
/// theme decides (the text colour at a level of emphasis, the accent, a translucent material), so
/// that the light and the dark style each draw it in their own.
public enum Paint: Hashable, Sendable {
    /// sRGB components and opacity, from 0 to 1.
    case rgba(red: Double, green: Double, blue: Double, opacity: Double)
    /// The theme's text colour at a level of emphasis: 0 primary, 1 secondary, 2 tertiary,
    /// 3 quaternary.
    case foreground(level: Int, opacity: Double)
    /// The theme's accent colour.
    case accent(opacity: Double)
    /// The theme's window background, translucent (`Material`).
    case material(Material)
    /// One of the theme's surfaces: UIKit's semantic backgrounds and separators, which the light
    /// and the dark style draw each in their own.
    case surface(Surface, opacity: Double)
    /// A blend of paints along a line.
    indirect case linearGradient(LinearPaint)
    /// A blend of paints in rings around a centre.
    indirect case radialGradient(RadialPaint)
    /// A blend of paints around a centre.
    indirect case angularGradient(AngularPaint)

    /// The same paint at `opacity` times its opacity.
    public func multiplyingOpacity(by factor: Double) -> Paint {
        let factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
        return switch self {
        case .rgba(let red, let green, let blue, let opacity): .rgba(red: red, green: green, blue: blue, opacity: opacity * factor)
        case .foreground(let level, let opacity): .foreground(level: level, opacity: opacity * factor)
        case .accent(let opacity): .accent(opacity: opacity * factor)
        case .material: self
        case .surface(let surface, let opacity): .surface(surface, opacity: opacity * factor)
        case .linearGradient(var gradient):
            .linearGradient({
                gradient.stops = gradient.stops.map { $0.multiplyingOpacity(by: factor) }
                return gradient
            }())
        case .radialGradient(var gradient):
            .radialGradient({
                gradient.stops = gradient.stops.map { $0.multiplyingOpacity(by: factor) }
                return gradient
            }())
        case .angularGradient(var gradient):
            .angularGradient({
                gradient.stops = gradient.stops.map { $0.multiplyingOpacity(by: factor) }
                return gradient
            }())
        }
    }
}

/// A surface of the theme, by what it is for rather than its colour.
public enum Surface: Hashable, Sendable {
    /// Behind content: a window, a grouped list (UIKit's `systemGroupedBackground`); GTK's
    /// `theme_bg_color`.
    case window
    /// Where content sits: a view, a card, a list's rows (UIKit's `systemBackground`); GTK's
    /// `theme_base_color`.
    case content
    /// A line between pieces of content; GTK's `borders`.
    case separator
}

/// A way to fill or draw: a colour, a level of emphasis, the tint, a material.
///
///     Text("Updated").foregroundStyle(.secondary)
///     Circle().fill(.tint)
///     Label("Note", systemImage: "note").foregroundStyle(Color.orange)
public protocol ShapeStyle: Sendable {
    /// What a backend draws with, in the environment where the style is used.
    func resolvePaint(in environment: EnvironmentValues) -> Paint
}

/// A level of emphasis of the foreground: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
/// GTK draws the theme's text colour, fainter at each level (secondary as GNOME's `dim-label`).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .foreground(level: level, opacity: 1)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

/// The tint set by `.tint(_:)` above, or the accent colour: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        environment.tintPaint ?? .accent(opacity: 1)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground style set above: `.background(.foreground.opacity(0.1))`-like uses.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        environment.foregroundPaint ?? .foreground(level: 0, opacity: 1)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Any shape style, its type erased: `var style: AnyShapeStyle = AnyShapeStyle(.red)`.
public struct AnyShapeStyle: ShapeStyle {
    let resolve: @Sendable (EnvironmentValues) -> Paint

    public init<S: ShapeStyle>(_ style: S) {
        resolve = { style.resolvePaint(in: $0) }
    }

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        resolve(environment)
    }
}

/// A translucent background, as behind a bar: GTK draws the window's background colour at part
/// opacity, since GTK 3 cannot blur what is behind a widget.
public struct Material: Hashable, Sendable, ShapeStyle {
    /// How opaque GTK draws it.
    public let opacity: Double

    public static let ultraThin = Material(opacity: 0.45)
    public static let thin = Material(opacity: 0.6)
    public static let regular = Material(opacity: 0.75)
    public static let thick = Material(opacity: 0.85)
    public static let ultraThick = Material(opacity: 0.93)
    public static let bar = Material(opacity: 0.8)

    public func resolvePaint(in environment: EnvironmentValues) -> Paint { .material(self) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

extension ShapeStyle {
    /// This style at `opacity` times its own.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), factor: opacity)
    }
}

struct OpacityShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let factor: Double

    func resolvePaint(in environment: EnvironmentValues) -> Paint {
        base.resolvePaint(in: environment).multiplyingOpacity(by: factor)
    }
}
