/// How buttons look, as SwiftUI's built-in styles name it: `.buttonStyle(.borderedProminent)`.
/// GTK draws each with GNOME's classes: a prominent button is `suggested-action` (or
/// `destructive-action` for a destructive role), a plain or borderless one is `flat`.
public protocol PrimitiveButtonStyle: Sendable {
    var kind: ButtonStyleKind { get }
}

/// The button styles there are; the glass styles are iOS 26's, drawn as their bordered kin.
/// `custom` is a `ButtonStyle` of your own, whose body draws the button.
public enum ButtonStyleKind: Hashable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain, glass, glassProminent, custom
}

public struct BuiltInButtonStyle: PrimitiveButtonStyle {
    public let kind: ButtonStyleKind
}

extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
    public static var automatic: BuiltInButtonStyle { BuiltInButtonStyle(kind: .automatic) }
    public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(kind: .bordered) }
    public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(kind: .borderedProminent) }
    public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(kind: .borderless) }
    public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(kind: .plain) }
    public static var glass: BuiltInButtonStyle { BuiltInButtonStyle(kind: .glass) }
    public static var glassProminent: BuiltInButtonStyle { BuiltInButtonStyle(kind: .glassProminent) }
}

// The styles by their first names, structs before iOS 15 gave them static members, and still
// common: `.buttonStyle(PlainButtonStyle())`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKind { .automatic }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKind { .bordered }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKind { .borderedProminent }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKind { .borderless }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var kind: ButtonStyleKind { .plain }
}

/// The size of controls: GTK has one, so only `.small` and `.mini` (GNOME's `small-button`
/// does not exist in GTK 3; drawn as regular) and `.large` differ in nothing but name.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape of bordered buttons; GTK's buttons have the theme's.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String

    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let circle = ButtonBorderShape(name: "circle")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleKind { .automatic }
}

private enum ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The size of the controls below: `.controlSize(_:)` sets it.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// How the buttons in this view look.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style.kind)
    }

    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }

    /// Accepted, no effect on Linux: GTK's buttons have the theme's shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}

/// How a button is drawn: its role, its style, the tint of a prominent one.
public struct ButtonLook: Hashable, Sendable {
    public var role: ButtonRole?
    public var style: ButtonStyleKind = .automatic
    public var tint: Paint?
    /// Whether a click gives the button the keyboard's focus, as GTK's buttons take it: a search
    /// suggestion's does not, so that the search field keeps it.
    public var takesFocusOnClick = true

    public static let standard = ButtonLook()
}

/// What a backend does to draw a button's role and style.
@MainActor
public protocol ButtonLookRendering: RenderBackend {
    func setButtonLook(_ element: any RenderElement, _ look: ButtonLook)
}

extension RenderBackend {
    var buttonLookRendering: any ButtonLookRendering { rendering(self as? any ButtonLookRendering, of: "buttonStyle") }
}

private enum ButtonsTakeFocusOnClickKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether a click gives the buttons below the keyboard's focus (`ButtonLook.takesFocusOnClick`):
    /// false where a field must keep it, as under a search field's suggestions.
    var buttonsTakeFocusOnClick: Bool {
        get { self[ButtonsTakeFocusOnClickKey.self] }
        set { self[ButtonsTakeFocusOnClickKey.self] = newValue }
    }
}
