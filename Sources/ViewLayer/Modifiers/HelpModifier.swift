extension View {
    /// A tooltip for this view: GTK shows `text` when the pointer rests on it.
    public func help(_ text: String) -> some View {
        HelpView(content: self, text: text)
    }
}

struct HelpView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let text: String

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: text, previous: previous?.text, counted: .style) {
            $0.helpRendering.makeHelp($1)
        } update: {
            $0.helpRendering.setHelp($1, $2)
        }
    }
}

/// What a backend does to show `.help(_:)`: a container whose content shows a tooltip.
@MainActor
public protocol HelpRendering: RenderBackend {
    func makeHelp(_ text: String) -> any RenderElement
    func setHelp(_ element: any RenderElement, _ text: String)
}

extension RenderBackend {
    var helpRendering: any HelpRendering { rendering(self as? any HelpRendering, of: "help") }
}
