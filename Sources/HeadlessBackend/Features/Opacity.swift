import ViewLayer

/// `.opacity(_:)`: an element that records the opacity its content is drawn at.
extension HeadlessBackend: OpacityRendering {
    public func makeOpacity(_ opacity: Double) -> any RenderElement {
        let element = make(.opacity)
        element.opacity = opacity
        return element
    }

    public func setOpacity(_ element: any RenderElement, _ opacity: Double) {
        headless(element).opacity = opacity
    }
}
