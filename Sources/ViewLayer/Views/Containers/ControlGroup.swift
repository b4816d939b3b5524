/// Buttons and other controls shown together as one: `ControlGroup { Button("−") {…}; Button("+") {…} }`.
///
/// GTK draws the group as GNOME links buttons: a row of them touching, the `linked` style class
/// rounding only the row's outer corners.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group with a label, which GTK does not show: a GNOME row of linked buttons has none.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(content: content)
    }

    /// A group with a title, which GTK does not show, as `init(content:label:)`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        if node.element == nil {
            node.setElement(node.backend.make { $0.controlGroupRendering.makeControlGroup() }, holdsChildren: true)
        }
        node.updateChildren(ChildSpec.content(content))
    }
}

/// What a backend does to show a `ControlGroup`: a row of its controls, touching.
@MainActor
public protocol ControlGroupRendering: RenderBackend {
    func makeControlGroup() -> any RenderElement
}

extension RenderBackend {
    var controlGroupRendering: any ControlGroupRendering { rendering(self as? any ControlGroupRendering, of: "ControlGroup") }
}
