/// A menu of actions for a view, opened by a secondary click on it.
///
///     Text(item.title)
///         .contextMenu {
///             Button("Rename") { rename(item) }
///             Button("Delete", role: .destructive) { delete(item) }
///         }
///
/// GTK opens a popover of flat buttons at the pointer on a right click, as GNOME's file lists do; a script picks an item with `select:LABEL=ITEM`, LABEL
/// being the view's text. The items are views like a `Menu`'s: built with the view, kept while it
/// is, their buttons' actions run when picked. A `preview` is accepted and not drawn: GTK has no
/// lifted preview.
extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, items: menuItems())
    }

    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview) -> some View {
        ContextMenuView(content: self, items: menuItems())
    }

    /// iOS 13's form; nil gives the view no menu.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuView(content: self, items: contextMenu?.items)
    }
}

/// iOS 13's menu value, given to `.contextMenu(_:)`.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

struct ContextMenuView<Content: View, MenuItems: View>: View, PrimitiveView {
    let content: Content
    let items: MenuItems?

    func update(_ node: PrimitiveNode, previous: Self?) {
        if node.element == nil {
            node.setElement(node.backend.make { $0.contextMenuRendering.makeContextMenu() }, holdsChildren: true)
        }
        var children = [ChildSpec(key: .explicit("content"), view: content)]
        if let items { children.append(ChildSpec(key: .explicit("items"), view: MenuPart(content: items, part: .items))) }
        node.updateChildren(children)
    }
}
