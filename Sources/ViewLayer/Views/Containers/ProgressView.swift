/// How far a task has come, or that it is under way:
///
///     ProgressView()                                  // a spinner
///     ProgressView("Loading…")
///     ProgressView("Downloading", value: 3, total: 10)
///
/// GTK draws a `GtkSpinner` while the amount is unknown and a `GtkProgressBar` once it is known.
/// `show` prints `| LABEL: 30%`, or `| LABEL: …` while unknown.
public struct ProgressView<Label: View>: View, PrimitiveView {
    let label: Label
    /// From 0 to 1, or nil while unknown.
    let fraction: Double?
    /// Whether this is `ProgressView(configuration)` in a style's body, drawn without the style.
    var isStyleBody = false

    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        // NaN and infinities, which a program's arithmetic can give, show as nothing done.
        fraction = value.map { total > 0 && ($0 / total).isFinite ? min(max($0 / total, 0), 1) : 0 }
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // A custom style's body stands in for the progress view, the style taken away below it.
        if !isStyleBody, node.element == nil, let style = node.context.environment.customProgressViewStyle {
            let configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction, label: .init(content: label), currentValueLabel: nil)
            func body<S: ProgressViewStyle>(_ style: S) -> any View { ProgressViewStyleBody(style: style, configuration: configuration) }
            var context = node.childContext
            context.environment.customProgressViewStyle = nil
            node.updateChildren([ChildSpec(key: .single, view: body(style))], context: context)
            return
        }
        if let element = node.element {
            if previous?.fraction != fraction { node.backend.set(.layout) { $0.progressRendering.setFraction(element, fraction) } }
        } else {
            node.setElement(node.backend.make { $0.progressRendering.makeProgress(fraction: fraction) }, holdsChildren: true)
        }
        node.updateChildren(ChildSpec.content(label))
    }
}

extension ProgressView where Label == EmptyView {
    /// A spinner.
    public init() {
        self.init(value: nil) { EmptyView() }
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total)) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: nil) { Text(title) }
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total)) { Text(title) }
    }
}

/// What a backend does to show `ProgressView`: its label is made of the elements inserted into it.
@MainActor
public protocol ProgressRendering: RenderBackend {
    func makeProgress(fraction: Double?) -> any RenderElement
    /// From 0 to 1, or nil while unknown.
    func setFraction(_ element: any RenderElement, _ fraction: Double?)
}

extension RenderBackend {
    var progressRendering: any ProgressRendering { rendering(self as? any ProgressRendering, of: "ProgressView") }
}
