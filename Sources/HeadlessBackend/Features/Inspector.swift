import Driving
import ViewLayer

/// Inspectors: the content and the pane, the two elements inserted, the pane shown only while
/// presented.
extension HeadlessBackend: InspectorRendering {
    public func makeInspector() -> any RenderElement {
        let element = make(.inspector)
        // The content, and the pane while presented.
        element.choosesShownChildren = { inspector in inspector.isInspectorPresented ? nil : Array(inspector.children.prefix(1)) }
        return element
    }

    public func setInspector(_ inspector: any RenderElement, presented: Bool) {
        let inspector = headless(inspector)
        let hidden = inspector.shownChildren
        inspector.isInspectorPresented = presented
        inspector.shownChildrenChanged(hiding: hidden.filter { old in !inspector.shownChildren.contains { $0 === old } })
    }
}
