/// What a backend does to show `.padding(_:)`.
@MainActor
public protocol PaddingRendering: RenderBackend {
    /// A container that keeps space around its content.
    func makePadding(_ amount: Double) -> any RenderElement
    func updatePadding(_ element: any RenderElement, _ amount: Double)
}

extension RenderBackend {
    var paddingRendering: any PaddingRendering { rendering(self as? any PaddingRendering, of: "padding") }
}
