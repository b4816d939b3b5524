/// How labels show: title and icon, or one of them. Written as SwiftUI's styles are:
/// `.labelStyle(.iconOnly)`.
public protocol LabelStyle: Sendable {
    var kind: LabelStyleKind { get }
}

/// The label styles there are; a custom style shows title and icon.
public enum LabelStyleKind: Sendable, Hashable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

public struct DefaultLabelStyle: LabelStyle {
    public var kind: LabelStyleKind { .automatic }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public var kind: LabelStyleKind { .titleAndIcon }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public var kind: LabelStyleKind { .titleOnly }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public var kind: LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleKind { .automatic }
}

extension EnvironmentValues {
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// How the labels in this view show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style.kind)
    }
}
