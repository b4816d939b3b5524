/// How a `Toggle` is drawn: one of the built-in styles, or a view of your own.
///
///     Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.switch)
///
///     struct CheckmarkStyle: ToggleStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Button { configuration.isOn.toggle() } label: {
///                 Label { configuration.label } icon: {
///                     Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///                 }
///             }
///         }
///     }
///
/// GTK draws `.switch` as a `GtkSwitch` after the label, `.button` as a `GtkToggleButton`
/// holding the label, and `.checkbox` (and `.automatic`) as a `GtkCheckButton`. A style of your
/// own is a view of its type below the toggle, its body run again when the toggle's value
/// changes; `Toggle(configuration)` inside it draws the standard toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The label the toggle was given, as a view.
    public struct Label: View, PrimitiveView {
        let source: ConfigurationContent

        func update(_ node: PrimitiveNode, previous: Self?) {
            source.place(in: node)
        }
    }

    public let label: Label
    /// The toggle's value, which the style's body may change.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ: never, here.
    public var isMixed: Bool { false }
}

/// The ways a backend draws a toggle.
public enum ToggleStyleKind: Sendable, Equatable {
    case checkbox, `switch`, button
}

/// A style the backend draws itself.
protocol BuiltInToggleStyle: ToggleStyle {
    var kind: ToggleStyleKind { get }
}

extension BuiltInToggleStyle {
    /// Never asked for: the toggle is drawn by the backend.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .checkbox }
}

public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .switch }
}

public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .button }
}

public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .checkbox }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
    /// How the toggles in this view are drawn.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyleChoice, ToggleStyleChoice(style))
    }
}

/// The toggle style the environment holds: a kind the backend draws, or a style's body.
struct ToggleStyleChoice {
    let kind: ToggleStyleKind
    let custom: (any ToggleStyle)?

    @MainActor init(_ style: some ToggleStyle) {
        if let builtIn = style as? any BuiltInToggleStyle {
            kind = builtIn.kind
            custom = nil
        } else {
            kind = .checkbox
            custom = style
        }
    }

    init(kind: ToggleStyleKind) {
        self.kind = kind
        custom = nil
    }
}

extension EnvironmentValues {
    var toggleStyleChoice: ToggleStyleChoice {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyleChoice { ToggleStyleChoice(kind: .checkbox) }
}

/// A custom style's body for one toggle: a view of the style's type, named after it in traces.
struct ToggleStyleBody<Style: ToggleStyle>: View {
    let style: Style
    let configuration: ToggleStyleConfiguration

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}

extension ToggleStyleBody: NamedInTrace {
    /// Named after the style, as a button style's body is.
    static var traceName: String { shortTypeName(Style.self) }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The standard toggle for a style's configuration: what a style of your own shows to keep
    /// the standard look around a label of its own.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
