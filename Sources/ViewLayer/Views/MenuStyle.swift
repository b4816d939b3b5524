/// How the menus in a view draw their button, as SwiftUI's built-in menu styles name it:
///
///     Menu("Actions") { … }
///         .menuStyle(.button)
///         .buttonStyle(.borderless)
///
/// `.button` draws the menu as a button of the environment's button style (Apple's `menuStyle(_:)`
/// documentation pairs it with `.buttonStyle(_:)`), `.borderlessButton` as a borderless button,
/// and `.automatic` as the platform's menu button: on GTK, a `GtkMenuButton` with the theme's
/// frame, a borderless one `flat`. `.menuIndicator(.hidden)` hides the arrow after the label.
public protocol MenuStyle: Sendable {
    var kind: MenuStyleKind { get }
}

/// The menu styles there are.
public enum MenuStyleKind: Hashable, Sendable {
    case automatic, button, borderlessButton
}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public var kind: MenuStyleKind { .automatic }
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public var kind: MenuStyleKind { .button }
}

/// The borderless style of macOS 11, still common: `.menuStyle(BorderlessButtonMenuStyle())`.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public var kind: MenuStyleKind { .borderlessButton }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private enum MenuStyleKey: EnvironmentKey {
    static var defaultValue: MenuStyleKind { .automatic }
}

private enum MenuIndicatorKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    var menuStyle: MenuStyleKind {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// Whether menus show their indicator, the arrow after their label: `.menuIndicator(_:)`.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// How the menus in this view draw their button.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuStyle, style.kind)
    }

    /// Whether the menus in this view show the arrow after their label.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}

extension Menu {
    /// The look of the menu's button its style asks for: none of its own for `.automatic`.
    static func look(in environment: EnvironmentValues) -> ButtonLook {
        switch environment.menuStyle {
        case .automatic: .standard
        case .button: ButtonLook(style: environment.buttonStyle)
        case .borderlessButton: ButtonLook(style: .borderless)
        }
    }
}
