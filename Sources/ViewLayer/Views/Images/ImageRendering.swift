/// What a backend does to show `Image`.
@MainActor
public protocol ImageRendering: RenderBackend {
    func makeImage(_ image: ShownImage) -> any RenderElement
    func updateImage(_ element: any RenderElement, _ image: ShownImage)
}

extension RenderBackend {
    var imageRendering: any ImageRendering { rendering(self as? any ImageRendering, of: "Image") }
}
