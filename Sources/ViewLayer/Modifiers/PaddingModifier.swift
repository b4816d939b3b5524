extension View {
    /// Keeps space around this view.
    public func padding(_ length: Double = 16) -> some View {
        PaddingView(content: self, length: length)
    }
}

struct PaddingView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let length: Double

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: length, previous: previous?.length, counted: .layout) {
            $0.paddingRendering.makePadding($1)
        } update: {
            $0.paddingRendering.updatePadding($1, $2)
        }
    }
}
