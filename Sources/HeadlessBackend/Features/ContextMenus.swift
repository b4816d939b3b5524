import Driving
import ViewLayer

/// Context menus: an element holding the view's elements and the menu's items part, whose items
/// are not shown until the menu opens; `select:` picks an item by its label.
extension HeadlessBackend: ContextMenuRendering {
    public func makeContextMenu() -> any RenderElement {
        let element = make(.contextMenu)
        element.choosesShownChildren = { menu in menu.children.filter { $0.role != .menuItems } }
        return element
    }
}
