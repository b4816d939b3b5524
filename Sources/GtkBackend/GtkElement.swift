import CGtk
import ViewLayer

/// A GTK widget made for a view, with what the renderer needs to place children in it and to
/// drive it as a person would.
@MainActor
public final class GtkElement: RenderElement {
    public let role: ElementRole
    /// The widget placed into the parent, owned by this element: a reference is held from the
    /// element's making to its end, whichever containers the widget passes through.
    let pointer: UnsafeMutablePointer<GtkWidget>
    /// The widget children are placed into: the widget itself, or a box inside it.
    let container: UnsafeMutablePointer<GtkWidget>?
    /// The children in order, as the graph placed them.
    private(set) var children: [GtkElement] = []
    /// A stack's or scroll view's direction.
    var axis: Axis = .vertical
    /// Set while the renderer itself sets a control's value (a toggle's state, a text field's
    /// text), so that the signal its own change emits is not taken for a person's. Here, not in
    /// `extras`: it fits beside `axis`, and every toggle and field sets it.
    var isSettingValue = false
    /// What only some elements keep (see `ElementExtras`), made on first write: most elements
    /// are a row's labels and buttons, and a long list has thousands.
    var extras: ElementExtras?

    init(_ role: ElementRole, widget: UnsafeMutablePointer<GtkWidget>, container: UnsafeMutablePointer<GtkWidget>? = nil) {
        self.role = role
        // The root is the host's own box, lent to the renderer.
        pointer = widget
        WidgetRef.takeOwnership(of: widget, counted: role != .window)
        self.container = container
        // A presentation is shown once it is set up, by the renderer.
        if role != .sheet && role != .fullScreenCover && role != .popover { gtk_widget_show(widget) }
    }

    /// The element's own widget, for hosts that place or picture it.
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> { pointer }

    /// GTK is used on the main thread only, so the reference is dropped there too, and after the
    /// frame: the element is off screen already, and tearing down its widgets can wait. A removed
    /// element itself goes after the frame (`GtkRenderer.remove`); what its handlers reach of the
    /// user's was let go of with its node (`ElementHeldState`). Its handlers' closures go now
    /// rather than with the widget, which a parent or GTK may keep longer still.
    isolated deinit {
        Signals.releaseClosures(of: pointer.raw)
        if let back = backButton?.pointer, let bar = gtk_widget_get_parent(back) {
            gtk_container_remove(cg_container(bar.raw), back)
        }
        DeferredRelease.release(pointer)
    }

    public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }

    /// A label's text, or what a text field holds, as the widget shows it.
    public var text: String {
        let text = switch role {
        case .text: gtk_label_get_text(cg_label(pointer.raw))
        case .textField: gtk_entry_get_text(cg_entry(pointer.raw))
        default: nil as UnsafePointer<gchar>?
        }
        return text.map { String(cString: $0) } ?? ""
    }

    /// A text field's placeholder, which shows its prompt.
    public var prompt: String {
        guard role == .textField, let prompt = gtk_entry_get_placeholder_text(cg_entry(pointer.raw)) else { return "" }
        return String(cString: prompt)
    }

    /// Whether a toggle is on, as the widget shows it.
    public var isOn: Bool {
        role == .toggle && gtk_toggle_button_get_active(cg_toggle_button(pointer.raw)) != 0
    }

    /// The children shown while this element is: a navigation stack shows its top page.
    var shownChildren: [GtkElement] {
        if role == .navigationStack, let top = pages.last { return [top] }
        if role == .tabView { return tabButtons + (children.indices.contains(selectedTab) ? [children[selectedTab]] : []) }
        return children
    }

    // MARK: Children

    func insertChild(_ child: GtkElement, at index: Int) {
        // Room for a few at once: a row's box, given its elements one by one, would grow its
        // array at each.
        if children.isEmpty { children.reserveCapacity(4) }
        children.insert(child, at: index)
        guard var container else { return }
        if isBin {
            // A button or check button holds one child: its label goes in directly, and only a
            // label of several elements gets a box.
            guard let box = labelBox(whenHolding: children.count) else {
                gtk_container_add(cg_container(container.raw), child.pointer)
                return
            }
            container = box
        }
        if role == .scrollView || role == .tabView {
            // The viewport holds one child, the content; a tab view's stack shows one page.
            gtk_container_add(cg_container(container.raw), child.pointer)
            if role == .scrollView { contentPlaced(child) }
            if role == .tabView { showSelectedPage() }
        } else if role == .list {
            gtk_list_box_insert(cg_list_box(container.raw), child.pointer, Int32(index))
        } else if isGrid {
            gtk_flow_box_insert(cg_flow_box(container.raw), child.pointer, Int32(index))
        } else if role == .inspector {
            insertInspectorChild(child, at: index)
        } else if role == .splitView {
            // The sidebar keeps its width; the detail takes the rest.
            if index == 0 {
                gtk_paned_pack1(cg_paned(container.raw), child.pointer, 0, 0)
            } else {
                gtk_paned_pack2(cg_paned(container.raw), child.pointer, 1, 0)
            }
        } else if let chunks = stackChunks ?? chunkedIfLong(besides: child, in: container) {
            chunks.insert(child.pointer, at: index)
        } else {
            gtk_box_pack_start(cg_box(container.raw), child.pointer, Self.fillingRoles.contains(role) ? 1 : 0, 1, 0)
            // Packing appends; a reorder walks the box's list, which a new last row need not pay.
            if index != children.count - 1 { gtk_box_reorder_child(cg_box(container.raw), child.pointer, Int32(index)) }
        }
    }

    /// A stack that has grown past `StackChunks.threshold` children (`new` among them, not yet
    /// placed) moves the others into chunks.
    private func chunkedIfLong(besides new: GtkElement, in container: UnsafeMutablePointer<GtkWidget>) -> StackChunks? {
        guard role == .stack, children.count > StackChunks.threshold else { return nil }
        let chunks = StackChunks(in: container)
        chunks.adopt(children.filter { $0 !== new }.map(\.pointer))
        stackChunks = chunks
        return chunks
    }

    /// The elements whose content fills them: windows, pages and presentations.
    private static let fillingRoles: Set<ElementRole> = [.window, .page, .sheet, .fullScreenCover, .popover]

    /// A lazy grid, whose cells are in a flow box.
    private var isGrid: Bool { role == .lazyStack && lazyRowsBox == nil }

    /// Buttons and check buttons, which hold a single child.
    private var isBin: Bool { role == .button || role == .toggle }

    /// The box a control's label elements go into once there are `count` of them, moving the
    /// single element already in the control into it; nil while one element is enough.
    private func labelBox(whenHolding count: Int) -> UnsafeMutablePointer<GtkWidget>? {
        if let labelBox { return labelBox.pointer }
        guard count > 1, let container else { return nil }
        let box = WidgetRef(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6))
        labelBox = box
        gtk_widget_show(box.pointer)
        if let existing = gtk_bin_get_child(cg_bin(container.raw)) {
            g_object_ref(existing)
            gtk_container_remove(cg_container(container.raw), existing)
            gtk_box_pack_start(cg_box(box.raw), existing, 0, 1, 0)
            g_object_unref(existing)
        }
        gtk_container_add(cg_container(container.raw), box.pointer)
        return box.pointer
    }

    func moveChild(_ child: GtkElement, to index: Int) {
        guard let from = children.firstIndex(ofIdentical: child), var container else { return }
        if isBin {
            guard let box = labelBox(whenHolding: children.count) else { return }
            container = box
        }
        children.remove(at: from)
        children.insert(child, at: index)
        if role == .splitView || role == .inspector || role == .scrollView || role == .tabView {
            return  // a split view's or inspector's two sides never change places; a scroll view holds one child
        } else if let stackChunks {
            stackChunks.move(child.pointer, from: from, to: index)
        } else if role == .list || isGrid {
            // A list box or flow box cannot reorder rows: the row is taken out and put back, with the same widgets.
            guard let row = gtk_widget_get_parent(child.pointer) else { return }
            g_object_ref(row)
            gtk_container_remove(cg_container(container.raw), row)
            if isGrid {
                gtk_flow_box_insert(cg_flow_box(container.raw), row, Int32(index))
            } else {
                gtk_list_box_insert(cg_list_box(container.raw), row, Int32(index))
            }
            g_object_unref(row)
        } else {
            gtk_box_reorder_child(cg_box(container.raw), child.pointer, Int32(index))
        }
    }

    func removeChild(_ child: GtkElement) {
        guard let index = children.lastIndex(ofIdentical: child), var container else { return }
        children.remove(at: index)
        defer { if role == .tabView { showSelectedPage() } }
        if isBin, let box = labelBox(whenHolding: 0) { container = box }
        if let stackChunks {
            stackChunks.remove(child.pointer)
        } else if role == .list || isGrid, let row = gtk_widget_get_parent(child.pointer), cg_is_list_box_row(row.raw) != 0 || cg_is_flow_box_child(row.raw) != 0 {
            gtk_container_remove(cg_container(row.raw), child.pointer)
            gtk_container_remove(cg_container(container.raw), row)
        } else if let parent = gtk_widget_get_parent(child.pointer) {
            // An inspector's pane is in a box of its own.
            gtk_container_remove(cg_container(parent.raw), child.pointer)
        }
    }
}
