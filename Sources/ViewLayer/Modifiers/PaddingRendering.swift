/// What a backend does to show `.padding(_:)`.
@MainActor
public protocol PaddingRendering: RenderBackend {
    /// A container that keeps space inside each edge around its content.
    func makePadding(_ insets: EdgeInsets) -> any RenderElement
    func updatePadding(_ element: any RenderElement, _ insets: EdgeInsets)
}

extension RenderBackend {
    var paddingRendering: any PaddingRendering { rendering(self as? any PaddingRendering, of: "padding") }
}
