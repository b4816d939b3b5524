import Driving
import ViewLayer

/// Menus: an element holding its label part and its items part; the items are not shown until
/// the menu opens, which a script never needs: `select:` picks an item by its label.
extension HeadlessBackend: MenuRendering {
    public func makeMenu(hasPrimaryAction: Bool, showsIndicator: Bool, primaryAction: @escaping @MainActor () -> Void) -> any RenderElement {
        let element = make(.menu, action: hasPrimaryAction ? primaryAction : nil)
        element.showsMenuIndicator = showsIndicator
        element.choosesShownChildren = { menu in menu.children.filter { $0.role != .menuItems } }
        return element
    }

    public func makeMenuPart(_ part: MenuPartKind) -> any RenderElement {
        make(part == .label ? .menuLabel : .menuItems)
    }
}

extension HeadlessElement {
    /// A menu made with a primary action keeps it as its action (`makeMenu`).
    public var hasPrimaryAction: Bool { role == .menu && action != nil }
}
