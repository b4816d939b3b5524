/// A button drawn by a view of your own: `makeBody(configuration:)` gets the button's label,
/// its role and whether it is pressed, and returns what the button shows.
///
///     struct Pill: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label
///                 .padding()
///                 .background(.blue)
///                 .opacity(configuration.isPressed ? 0.6 : 1)
///         }
///     }
///
///     Button("Save") { save() }.buttonStyle(Pill())
///
/// The body is a view of the style's own type below the button, so another style is another
/// view (Apple's documentation of `ButtonStyle`: "a type that applies standard interaction
/// behavior and a custom appearance to all buttons within a view hierarchy"). GTK draws it inside
/// a button without a frame, which keeps the button's focus, keyboard activation and
/// accessibility; the body runs again when the button is pressed and when it is released.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The label the button was given, as a view.
    public struct Label: View, PrimitiveView {
        let source: ConfigurationContent

        func update(_ node: PrimitiveNode, previous: Self?) {
            source.place(in: node)
        }
    }

    public let role: ButtonRole?
    public let label: Label
    /// Whether the button is held down.
    public let isPressed: Bool
}

/// A style's body for one button: a view of the style's type, whose body is the style's, named
/// after the style in traces, statistics and the timeline.
struct ButtonStyleBody<Style: ButtonStyle>: View {
    let style: Style
    let configuration: ButtonStyleConfiguration

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}

/// What reading the custom style where none is set gives: the label alone.
private struct LabelOnlyButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

private enum CustomButtonStyleKey: EnvironmentKey {
    static var defaultValue: (any ButtonStyle)? { nil }
}

/// The button styles set around the innermost custom one, outermost first: what a custom style's
/// body draws its own buttons with.
private enum EnclosingButtonStylesKey: EnvironmentKey {
    static var defaultValue: [(kind: ButtonStyleKind, custom: (any ButtonStyle)?)] { [] }
}

extension EnvironmentValues {
    /// The custom style buttons below are drawn with, while no built-in one is set under it.
    var customButtonStyle: (any ButtonStyle)? {
        buttonStyle == .custom ? self[CustomButtonStyleKey.self] : nil
    }

    /// Sets a custom style for the buttons below. Not optional, so that a writer of the same
    /// style compares as the same (`TypeLayout.areSameEnvironmentValues`) and keeps its context.
    var customButtonStyleChoice: any ButtonStyle {
        get { customButtonStyle ?? LabelOnlyButtonStyle() }
        set {
            self[EnclosingButtonStylesKey.self].append((buttonStyle, self[CustomButtonStyleKey.self]))
            self[CustomButtonStyleKey.self] = newValue
            buttonStyle = .custom
        }
    }
}

extension View {
    /// Draws the buttons in this view with a style of your own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.customButtonStyleChoice, style)
    }
}

/// What a backend does to tell a button's presses: `isPressed` of a custom style. A backend
/// whose taps have no duration (the headless one) need not.
@MainActor
public protocol ButtonPressRendering: RenderBackend {
    /// Calls `changed` with `true` when `element` is pressed and `false` when it is released.
    func observePresses(of element: any RenderElement, _ changed: @escaping @MainActor (Bool) -> Void)
}

extension PrimitiveNode {
    /// Shows a custom style's body as the button's children, in place of the title a button of
    /// a text shows itself.
    func updateStyledButton<Label: View>(_ style: any ButtonStyle, label: Label, role: ButtonRole?, state: ActionState) {
        if !state.observesPresses, let element, let presses = backend.base as? any ButtonPressRendering {
            state.observesPresses = true
            presses.observePresses(of: element) { [weak state] isPressed in
                guard let state, state.isPressed != isPressed else { return }
                state.isPressed = isPressed
                state.node?.invalidate()
            }
        }
        state.node = viewNode
        holdChildren()
        let source: ConfigurationContent
        if let kept = state.label {
            source = kept
            source.update(label)
        } else {
            source = ConfigurationContent(label)
            state.label = source
        }
        let configuration = ButtonStyleConfiguration(role: role, label: .init(source: source), isPressed: state.isPressed)
        func body<S: ButtonStyle>(_ style: S) -> any View { ButtonStyleBody(style: style, configuration: configuration) }
        // The body's own buttons are drawn with the style around this one, not with this one,
        // which would draw them with this body again, without end.
        var context = childContext
        if let enclosing = context.environment[EnclosingButtonStylesKey.self].popLast() {
            context.environment[CustomButtonStyleKey.self] = enclosing.custom
            context.environment.buttonStyle = enclosing.kind
        }
        updateChildren([ChildSpec(key: .single, view: body(style))], context: context)
    }
}

extension ButtonStyleBody: NamedInTrace {
    /// Named after the style, as a modifier's node is after the modifier.
    static var traceName: String { shortTypeName(Style.self) }
}
