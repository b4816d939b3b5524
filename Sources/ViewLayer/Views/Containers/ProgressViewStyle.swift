/// How a `ProgressView` is drawn: a built-in style (`.linear`, `.circular`), which GTK draws as
/// it draws every progress view, or one of your own:
///
///     struct ThemedProgress: ProgressViewStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             ProgressView(configuration).tint(.orange).padding(4).background(.black, in: Capsule())
///         }
///     }
///
/// A custom style's body stands in for the progress view, and `ProgressView(configuration)` in it
/// draws the progress as if no custom style were set, as Apple documents for styles built on the
/// current one.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` draws from: how far the task has come, and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: any View

        func update(_ node: PrimitiveNode, previous: Self?) {
            node.updateChildren(ChildSpec.content(content))
        }
    }

    /// The label of the current value: none here.
    public struct CurrentValueLabel: View, PrimitiveView {
        func update(_ node: PrimitiveNode, previous: Self?) {}
    }

    /// From 0 to 1, or nil while the amount is unknown.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// The styles SwiftUI offers by name, which GTK draws alike: a bar with a value, a spinner without.
public struct BuiltInProgressViewStyle: ProgressViewStyle, Hashable {
    let name: String

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

extension ProgressViewStyle where Self == BuiltInProgressViewStyle {
    public static var automatic: BuiltInProgressViewStyle { BuiltInProgressViewStyle(name: "automatic") }
    public static var linear: BuiltInProgressViewStyle { BuiltInProgressViewStyle(name: "linear") }
    public static var circular: BuiltInProgressViewStyle { BuiltInProgressViewStyle(name: "circular") }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
    /// The progress a style's configuration describes, drawn as if no custom style were set.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted) {
            configuration.label ?? ProgressViewStyleConfiguration.Label(content: EmptyView())
        }
        isStyleBody = true
    }
}

extension View {
    /// Draws the progress views in this view with `style`: a custom style's body stands in for
    /// each; GTK draws the built-in styles as it draws every progress view (a bar with a value, a
    /// spinner without, as SwiftUI's automatic style does on iOS).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.customProgressViewStyle, style is BuiltInProgressViewStyle ? nil : style)
    }
}

extension EnvironmentValues {
    /// The custom style the progress views below are drawn with, if any.
    var customProgressViewStyle: (any ProgressViewStyle)? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}

private enum CustomProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (any ProgressViewStyle)? { nil }
}

/// A custom progress view style's body, a view of the style's own.
struct ProgressViewStyleBody<Style: ProgressViewStyle>: View {
    let style: Style
    let configuration: ProgressViewStyleConfiguration

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}
