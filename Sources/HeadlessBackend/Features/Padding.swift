import Driving
import ViewLayer

/// Padding: an element holding its content, that records the space kept around it.
extension HeadlessBackend: PaddingRendering {
    public func makePadding(_ amount: Double) -> any RenderElement {
        let element = make(.padding)
        element.padding = amount
        return element
    }

    public func updatePadding(_ element: any RenderElement, _ amount: Double) {
        headless(element).padding = amount
    }
}
