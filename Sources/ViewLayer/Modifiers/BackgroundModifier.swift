extension View {
    /// Draws `color` behind this view, in a card with rounded corners.
    ///
    /// Drawing only: it changes nothing of the view's identity, state or appearance callbacks.
    public func background(_ color: Color) -> some View {
        BackgroundView(content: self, color: color)
    }
}

struct BackgroundView<Content: View>: View, PrimitiveView {
    let content: Content
    let color: Color

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: color, previous: previous?.color, counted: .style) {
            $0.backgroundRendering.makeBackground($1)
        } update: {
            $0.backgroundRendering.setBackground($1, $2)
        }
    }
}
