/// What a backend does to show `.background(_:)`.
@MainActor
public protocol BackgroundRendering: RenderBackend {
    /// A container that draws `color` behind its content.
    func makeBackground(_ color: Color) -> any RenderElement
    func setBackground(_ element: any RenderElement, _ color: Color)
}

extension RenderBackend {
    var backgroundRendering: any BackgroundRendering { rendering(self as? any BackgroundRendering, of: "a background") }
}
