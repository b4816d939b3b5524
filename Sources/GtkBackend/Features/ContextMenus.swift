import CGtk
import Driving
import ViewLayer

/// Context menus: the view's widgets in a `GtkEventBox`, which a right click opens a popover of
/// the items on, pointing where the click was, as GNOME's file lists open theirs. The items are flat buttons that close the popover when used (`Menus.swift`).
extension GtkRenderer: ContextMenuRendering {
    public func makeContextMenu() -> any RenderElement {
        let events = gtk_event_box_new()!
        gtk_event_box_set_visible_window(cg_event_box(events.raw), 0)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_show(content)
        gtk_container_add(cg_container(events.raw), content)
        let popover = gtk_popover_new(events)!
        let items = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_container_set_border_width(cg_container(items.raw), 6)
        gtk_widget_show(items)
        gtk_container_add(cg_container(popover.raw), items)
        let element = make(.contextMenu, events, container: content, placement: ContextMenuPlacement.shared)
        element.menu = GtkMenu(labelBox: content, popover: popover, itemsBox: items)
        element.choosesShownChildren = { menu in menu.children.filter { $0.role != .menuItems } }
        Signals.connectEvent(events.raw, "button-press-event") { event in
            guard let event, cg_is_secondary_click(event) != 0 else { return false }
            Self.popUp(popover, over: events, at: (cg_event_x(event), cg_event_y(event)))
            return true
        }
        return element
    }

    /// Opens the view's menu where a person's right click would, and clicks the item.
    func openContextMenu(of element: GtkElement, andPick item: GtkElement) {
        guard let menu = element.menu, item.isEnabled else { return }
        driving {
            Self.popUp(menu.popover, over: element.pointer, at: nil)
            gtk_button_clicked(cg_button(item.pointer.raw))
        }
    }

    /// Shows `popover` pointing at `point` in `widget`, or at the widget's middle.
    private static func popUp(_ popover: UnsafeMutablePointer<GtkWidget>, over widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)?) {
        var rect = GdkRectangle(x: 0, y: 0, width: 1, height: 1)
        if let point {
            (rect.x, rect.y) = (Int32(point.x), Int32(point.y))
        } else {
            (rect.x, rect.y) = (gtk_widget_get_allocated_width(widget) / 2, gtk_widget_get_allocated_height(widget) / 2)
        }
        gtk_popover_set_pointing_to(cg_popover(popover.raw), &rect)
        gtk_popover_popup(cg_popover(popover.raw))
    }
}

/// A context menu's children: the view's elements in its box, the items in the popover.
@MainActor
final class ContextMenuPlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if child.role == .menuItems, let menu = element.menu {
            MenuPlacement.shared.insert(child, at: index, into: menu.itemsBox, of: element)
        } else {
            super.insert(child, at: index, into: container, of: element)
        }
    }

    static let shared = ContextMenuPlacement(fills: true)
}
