import ViewLayer

/// `.background(_:)`: an element that records what is drawn behind its content.
extension HeadlessBackend: BackgroundRendering {
    public func makeBackground(_ look: BackgroundLook) -> any RenderElement {
        let element = make(.background)
        element.background = look
        return element
    }

    public func setBackground(_ element: any RenderElement, _ look: BackgroundLook) {
        headless(element).background = look
    }
}
