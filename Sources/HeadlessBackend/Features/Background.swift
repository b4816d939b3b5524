import ViewLayer

/// `.background(_:)`: an element that records the colour drawn behind its content.
extension HeadlessBackend: BackgroundRendering {
    public func makeBackground(_ color: Color) -> any RenderElement {
        let element = make(.background)
        element.background = color
        return element
    }

    public func setBackground(_ element: any RenderElement, _ color: Color) {
        headless(element).background = color
    }
}
