/// What a backend does to show `.opacity(_:)`.
@MainActor
public protocol OpacityRendering: RenderBackend {
    /// A container that draws its content at `opacity`, from 0 (invisible) to 1. Drawing only:
    /// at 0 the content stays shown, so nothing in it disappears.
    func makeOpacity(_ opacity: Double) -> any RenderElement
    func setOpacity(_ element: any RenderElement, _ opacity: Double)
}

extension RenderBackend {
    var opacityRendering: any OpacityRendering { rendering(self as? any OpacityRendering, of: "opacity") }
}
