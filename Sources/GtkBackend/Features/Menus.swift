import CGtk
import Driving
import ViewLayer

/// What a menu's element keeps: where its label goes, and the popover its items are in.
@MainActor
final class GtkMenu {
    /// The box in the button the label goes in, before the arrow.
    let labelBox: UnsafeMutablePointer<GtkWidget>
    let popover: UnsafeMutablePointer<GtkWidget>
    let itemsBox: UnsafeMutablePointer<GtkWidget>
    /// A split menu's button that runs its primary action.
    var primaryButton: UnsafeMutablePointer<GtkWidget>?

    init(labelBox: UnsafeMutablePointer<GtkWidget>, popover: UnsafeMutablePointer<GtkWidget>, itemsBox: UnsafeMutablePointer<GtkWidget>) {
        self.labelBox = labelBox
        self.popover = popover
        self.itemsBox = itemsBox
    }
}

/// Menus: a `GtkMenuButton` whose popover holds the items, flat buttons in a column that close
/// the popover when used; with a primary action, a button running it linked with the menu's
/// arrow, as GNOME's split buttons are.
extension GtkRenderer: MenuRendering {
    public func makeMenu(hasPrimaryAction: Bool, showsIndicator: Bool, primaryAction: @escaping @MainActor () -> Void) -> any RenderElement {
        let menuButton = gtk_menu_button_new()!
        let popover = gtk_popover_new(menuButton)!
        let items = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_container_set_border_width(cg_container(items.raw), 6)
        gtk_widget_show(items)
        gtk_container_add(cg_container(popover.raw), items)
        gtk_menu_button_set_popover(cg_menu_button(menuButton.raw), popover)
        let outer: UnsafeMutablePointer<GtkWidget>
        let labelButton: UnsafeMutablePointer<GtkWidget>
        if hasPrimaryAction {
            outer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_style_context_add_class(cg_style(outer.raw), "linked")
            labelButton = gtk_button_new()!
            gtk_widget_show(labelButton)
            gtk_widget_show(menuButton)
            gtk_box_pack_start(cg_box(outer.raw), labelButton, 0, 1, 0)
            gtk_box_pack_start(cg_box(outer.raw), menuButton, 0, 1, 0)
        } else {
            outer = menuButton
            labelButton = menuButton
        }
        // The label, and after it the arrow a GNOME menu button shows; with a primary action the
        // menu button is the arrow alone. `.menuIndicator(.hidden)` leaves the arrow out.
        let face = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_show(face)
        gtk_container_add(cg_container(labelButton.raw), face)
        if !hasPrimaryAction && showsIndicator {
            let arrow = gtk_image_new_from_icon_name("pan-down-symbolic", GTK_ICON_SIZE_BUTTON)!
            gtk_widget_show(arrow)
            gtk_box_pack_end(cg_box(face.raw), arrow, 0, 1, 0)
        }
        let element = make(.menu, outer, container: outer, placement: MenuPlacement.shared)
        element.menu = GtkMenu(labelBox: face, popover: popover, itemsBox: items)
        element.parts = hasPrimaryAction ? [WidgetRef(labelButton), WidgetRef(menuButton)] : []
        if hasPrimaryAction {
            element.menu?.primaryButton = labelButton
            // A person's click on it is logged as the `tap:` that runs it.
            Signals.connect(labelButton.raw, "clicked") { [weak self, weak element] in
                self?.personUsed(element)
                primaryAction()
            }
        }
        return element
    }

    public func makeMenuPart(_ part: MenuPartKind) -> any RenderElement {
        let box = gtk_box_new(part == .label ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, part == .label ? 6 : 0)!
        return make(part == .label ? .menuLabel : .menuItems, box, container: box, placement: part == .label ? BoxPlacement.packed : MenuItemsPlacement.shared)
    }
}

/// A menu's parts: its label in the button, its items in the popover.
@MainActor
final class MenuPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard let menu = element.menu else { return }
        if child.role == .menuItems {
            gtk_box_pack_start(cg_box(menu.itemsBox.raw), child.pointer, 0, 1, 0)
        } else {
            gtk_box_pack_start(cg_box(menu.labelBox.raw), child.pointer, 0, 1, 0)
        }
    }

    static let shared = MenuPlacement()
}

/// A menu's items, in a column: each button flat, as a menu's items are, closing the popover
/// once used.
@MainActor
final class MenuItemsPlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.insert(child, at: index, into: container, of: element)
        guard child.role == .button else { return }
        gtk_style_context_add_class(cg_style(child.pointer.raw), "flat")
        let widget = child.pointer
        Signals.connect(widget.raw, "clicked") {
            if let popover = gtk_widget_get_ancestor(widget, gtk_popover_get_type()) { gtk_popover_popdown(cg_popover(popover.raw)) }
        }
    }

    static let shared = MenuItemsPlacement(fills: false)
}

extension GtkElement {
    public var hasPrimaryAction: Bool { menu?.primaryButton != nil }
}
