import CGtk
import ViewLayer

/// `.toolbar` in the header bar: the host is a box around the view's content, and its toolbar's
/// items are packed into the header bar of the window the host is shown in, leading ones at its
/// start and the others at its end, for as long as the host is shown. A page pushed over it, or
/// its view removed, takes them away, and they disappear as the page's content does.
extension GtkRenderer: ToolbarRendering {
    public func makeToolbarHost() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let element = make(.toolbarHost, box, container: box, placement: ToolbarHostPlacement.shared)
        element.placesToolbar = { [weak self, unowned element] in self?.placeToolbar(of: element) }
        Signals.connect(box.raw, "map") { [weak self, unowned element] in self?.placeToolbar(of: element) }
        Signals.connect(box.raw, "unmap") { [unowned element] in ToolbarHostPlacement.takeToolbar(of: element) }
        return element
    }

    public func makeToolbar() -> any RenderElement {
        let start = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        var parts: [WidgetRef] = []
        // The end box is kept in the parts, packed at the header bar's end beside the start box.
        _ = innerBox(GTK_ORIENTATION_HORIZONTAL, spacing: 6, owner: &parts)
        let element = make(.toolbar, start, container: start, placement: ToolbarItemsPlacement.shared)
        element.parts = parts
        // On screen, as `show` lists them: the leading items, then the others.
        element.choosesShownChildren = { toolbar in
            toolbar.children.filter(\.isLeadingToolbarItem) + toolbar.children.filter { !$0.isLeadingToolbarItem }
        }
        return element
    }

    public func makeToolbarItem(placement: ToolbarItemPlacement) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let element = make(.toolbarItem, box, container: box, placement: BoxPlacement.packed)
        element.isLeadingToolbarItem = placement.isLeading
        return element
    }

    /// Packs the host's toolbar into its window's header bar.
    func placeToolbar(of host: GtkElement) {
        guard let toolbar = host.children.first(where: { $0.role == .toolbar }), let end = toolbar.parts.first?.pointer,
              gtk_widget_get_parent(toolbar.pointer) == nil,
              let toplevel = gtk_widget_get_toplevel(host.pointer), let bar = headerBars[toplevel.raw] else { return }
        gtk_header_bar_pack_start(cg_header_bar(bar.raw), toolbar.pointer)
        gtk_header_bar_pack_end(cg_header_bar(bar.raw), end)
    }
}

/// A toolbar host's children: its content in its box, its toolbar kept aside for the header bar.
@MainActor
final class ToolbarHostPlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard child.role == .toolbar else {
            gtk_box_pack_start(cg_box(container.raw), child.pointer, 1, 1, 0)
            return
        }
        if element.isMapped { element.placesToolbar?() }
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {}

    override func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if child.role == .toolbar { Self.unpack(child) } else { super.remove(child, at: index, from: container, of: element) }
    }

    /// Takes the host's toolbar out of the header bar.
    static func takeToolbar(of host: GtkElement) {
        guard let toolbar = host.children.first(where: { $0.role == .toolbar }) else { return }
        unpack(toolbar)
    }

    private static func unpack(_ toolbar: GtkElement) {
        for widget in [toolbar.pointer] + toolbar.parts.map(\.pointer) {
            if let parent = gtk_widget_get_parent(widget) { gtk_container_remove(cg_container(parent.raw), widget) }
        }
    }

    static let shared = ToolbarHostPlacement(fills: true)
}

/// A toolbar's items: leading ones in its start box, the others in its end box, each in order.
@MainActor
final class ToolbarItemsPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        let box = child.isLeadingToolbarItem ? container : (element.parts.first?.pointer ?? container)
        gtk_box_pack_start(cg_box(box.raw), child.pointer, 0, 0, 0)
        let siblings = element.children.filter { $0.isLeadingToolbarItem == child.isLeadingToolbarItem }
        if let position = siblings.firstIndex(where: { $0 === child }) {
            gtk_box_reorder_child(cg_box(box.raw), child.pointer, Int32(position))
        }
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        let box = child.isLeadingToolbarItem ? container : (element.parts.first?.pointer ?? container)
        let siblings = element.children.filter { $0.isLeadingToolbarItem == child.isLeadingToolbarItem }
        if let position = siblings.firstIndex(where: { $0 === child }) {
            gtk_box_reorder_child(cg_box(box.raw), child.pointer, Int32(position))
        }
    }

    static let shared = ToolbarItemsPlacement()
}
