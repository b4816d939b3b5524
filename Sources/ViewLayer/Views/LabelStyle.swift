/// How labels show: title and icon, one of them, or a view of your own. Written as SwiftUI's
/// styles are: `.labelStyle(.iconOnly)`, or
///
///     struct TrailingIcon: LabelStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack { configuration.title; configuration.icon }
///         }
///     }
///
/// A custom style's body is a view of the style's own type below the label (Apple's
/// documentation of `LabelStyle`); the built-in styles' bodies are what they show, so a custom
/// style can build on them: `TitleOnlyLabelStyle().makeBody(configuration: configuration)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
    /// Which of the built-in styles this is, which backends draw themselves; `.custom` for one
    /// of your own, the default.
    nonisolated var kind: LabelStyleKind { get }
}

extension LabelStyle {
    nonisolated public var kind: LabelStyleKind { .custom }
}

/// The label styles there are.
public enum LabelStyleKind: Sendable, Hashable {
    case automatic, titleAndIcon, titleOnly, iconOnly, custom
}

/// What a `LabelStyle` draws a label from: its title and its icon, as views.
public struct LabelStyleConfiguration {
    public struct Title: View, PrimitiveView {
        let source: ConfigurationContent

        func update(_ node: PrimitiveNode, previous: Self?) {
            source.place(in: node)
        }
    }

    public struct Icon: View, PrimitiveView {
        let source: ConfigurationContent

        func update(_ node: PrimitiveNode, previous: Self?) {
            source.place(in: node)
        }
    }

    public let title: Title
    public let icon: Icon
}

public struct DefaultLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var kind: LabelStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var kind: LabelStyleKind { .titleAndIcon }
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var kind: LabelStyleKind { .titleOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    nonisolated public var kind: LabelStyleKind { .iconOnly }
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
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

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is drawing, for a style that modifies the one around it:
    ///
    ///     struct RedIcon: LabelStyle {
    ///         func makeBody(configuration: Configuration) -> some View {
    ///             Label(configuration).foregroundStyle(.red)
    ///         }
    ///     }
    public init(_ configuration: LabelStyleConfiguration) {
        self.init { configuration.title } icon: { configuration.icon }
    }
}

/// A custom style's body for one label: a view of the style's type, whose body is the style's.
struct LabelStyleBody<Style: LabelStyle>: View {
    let style: Style
    let configuration: LabelStyleConfiguration

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleKind { .automatic }
}

private enum CustomLabelStyleKey: EnvironmentKey {
    static var defaultValue: (any LabelStyle)? { nil }
}

/// The label styles set around the innermost one, outermost first: what a custom style's body
/// draws its own labels with (`Label(configuration)`).
private enum EnclosingLabelStylesKey: EnvironmentKey {
    static var defaultValue: [(kind: LabelStyleKind, custom: (any LabelStyle)?)] { [] }
}

extension EnvironmentValues {
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// The custom style labels below show with, while no built-in one is set under it.
    var customLabelStyle: (any LabelStyle)? {
        labelStyle == .custom ? self[CustomLabelStyleKey.self] : nil
    }

    /// Sets the style labels below show with: a built-in one by its kind, a custom one itself.
    var labelStyleChoice: any LabelStyle {
        get { customLabelStyle ?? DefaultLabelStyle() }
        set {
            self[EnclosingLabelStylesKey.self].append((labelStyle, self[CustomLabelStyleKey.self]))
            labelStyle = newValue.kind
            self[CustomLabelStyleKey.self] = newValue.kind == .custom ? newValue : nil
        }
    }
}

extension View {
    /// How the labels in this view show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleChoice, style)
    }
}

extension PrimitiveNode {
    /// Shows a custom label style's body as the label's children.
    func updateStyledLabel<Title: View, Icon: View>(_ style: any LabelStyle, title: Title, icon: Icon) {
        let parts: StyledLabelParts
        if let kept = primitiveState as? StyledLabelParts {
            parts = kept
            parts.title.update(title)
            parts.icon.update(icon)
        } else {
            parts = StyledLabelParts(title: ConfigurationContent(title), icon: ConfigurationContent(icon))
            primitiveState = parts
        }
        let configuration = LabelStyleConfiguration(title: .init(source: parts.title), icon: .init(source: parts.icon))
        func body<S: LabelStyle>(_ style: S) -> any View { LabelStyleBody(style: style, configuration: configuration) }
        // The body's own labels show with the style around this one, as Apple documents
        // `Label(configuration)` for a style that modifies the current one: not with this style,
        // which would draw them with this body again, without end.
        var context = childContext
        if let enclosing = context.environment[EnclosingLabelStylesKey.self].popLast() {
            context.environment.labelStyle = enclosing.kind
            context.environment[CustomLabelStyleKey.self] = enclosing.custom
        }
        updateChildren([ChildSpec(key: .single, view: body(style))], context: context)
    }
}

extension LabelStyleBody: NamedInTrace {
    /// Named after the style, as a modifier's node is after the modifier.
    static var traceName: String { shortTypeName(Style.self) }
}

/// The title and icon a custom label style's body shows.
@MainActor
private final class StyledLabelParts {
    let title: ConfigurationContent
    let icon: ConfigurationContent

    init(title: ConfigurationContent, icon: ConfigurationContent) {
        self.title = title
        self.icon = icon
    }
}
