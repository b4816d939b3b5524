import CGtk

/// A list's rows in a `GtkListBox`, or a lazy grid's cells in a `GtkFlowBox`: GTK wraps each child
/// in a row (or cell) of its own, and cannot reorder them, so a move takes the row out and puts it
/// back, with the same widgets, and a removal takes the row out too.
@MainActor
final class RowPlacement: ChildPlacement {
    private let isGrid: Bool
    /// Whether the rows are a form's, which show controls and are not themselves activated.
    private let rowsAreInert: Bool

    private init(isGrid: Bool, rowsAreInert: Bool = false) {
        self.isGrid = isGrid
        self.rowsAreInert = rowsAreInert
    }

    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        insert(child.pointer, at: index, into: container)
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard let row = gtk_widget_get_parent(child.pointer) else { return }
        g_object_ref(row)
        gtk_container_remove(cg_container(container.raw), row)
        insert(row, at: index, into: container)
        g_object_unref(row)
    }

    override func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard let row = gtk_widget_get_parent(child.pointer), cg_is_list_box_row(row.raw) != 0 || cg_is_flow_box_child(row.raw) != 0 else {
            super.remove(child, at: index, from: container, of: element)
            return
        }
        gtk_container_remove(cg_container(row.raw), child.pointer)
        gtk_container_remove(cg_container(container.raw), row)
    }

    private func insert(_ widget: UnsafeMutablePointer<GtkWidget>, at index: Int, into container: UnsafeMutablePointer<GtkWidget>) {
        if isGrid {
            gtk_flow_box_insert(cg_flow_box(container.raw), widget, Int32(index))
        } else {
            gtk_list_box_insert(cg_list_box(container.raw), widget, Int32(index))
            if rowsAreInert, let row = gtk_widget_get_parent(widget), cg_is_list_box_row(row.raw) != 0 {
                gtk_list_box_row_set_activatable(cg_list_box_row(row.raw), 0)
            }
        }
    }

    /// A list's rows.
    static let list = RowPlacement(isGrid: false)
    /// A form section's rows.
    static let boxed = RowPlacement(isGrid: false, rowsAreInert: true)
    /// A lazy grid's cells.
    static let grid = RowPlacement(isGrid: true)
}
