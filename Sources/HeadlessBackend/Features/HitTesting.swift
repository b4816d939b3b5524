import ViewLayer

/// `.allowsHitTesting(_:)`: an element that records whether a person's pointer reaches its
/// content; the driving logic finds nothing to act on below one that does not.
extension HeadlessBackend: HitTestingRendering {
    public func makeHitTesting(allows: Bool) -> any RenderElement {
        let element = make(.hitTesting)
        element.allowsHitTesting = allows
        return element
    }

    public func setHitTesting(_ element: any RenderElement, allows: Bool) {
        headless(element).allowsHitTesting = allows
    }
}
