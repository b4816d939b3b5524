import ViewLayer

/// `.padding(_:)`: an element that records the space it keeps around its content.
extension HeadlessBackend: PaddingRendering {
    public func makePadding(_ insets: EdgeInsets) -> any RenderElement {
        let element = make(.padding)
        element.insets = insets
        return element
    }

    public func updatePadding(_ element: any RenderElement, _ insets: EdgeInsets) {
        headless(element).insets = insets
    }
}
