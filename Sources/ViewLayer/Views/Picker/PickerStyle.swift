/// How a `Picker` shows its options: `.pickerStyle(.segmented)`.
///
/// GTK draws `.menu` (and `.automatic`, `.navigationLink`, `.palette`) as a combo box,
/// `.segmented` as linked toggle buttons, and `.inline`, `.wheel` and `.radioGroup` as radio
/// buttons: GTK has no wheel.
public protocol PickerStyle: Sendable {
    var _kind: PickerStyleKind { get }
}

/// The ways a backend draws a picker.
public enum PickerStyleKind: Sendable, Equatable {
    /// A button that opens a menu of the options: a combo box.
    case menu
    /// The options side by side, one chosen.
    case segmented
    /// The options in a column, each with a radio button.
    case inline
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}

public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// How the pickers in this view show their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style._kind)
    }
}

extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.menu
}
