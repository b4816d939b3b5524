/// What a backend does to show `.background(_:)` and `.background(_:in:)`.
@MainActor
public protocol BackgroundRendering: RenderBackend {
    /// A container that draws `look` behind its content.
    func makeBackground(_ look: BackgroundLook) -> any RenderElement
    func setBackground(_ element: any RenderElement, _ look: BackgroundLook)
}

extension RenderBackend {
    var backgroundRendering: any BackgroundRendering { rendering(self as? any BackgroundRendering, of: "a background") }
}
