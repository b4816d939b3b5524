import CGtk
import GtkBackend

/// The table written directly against GTK 3 the way a GTK expert would. It shows what
/// `HandwrittenTable` shows, with the same widgets: a box per row holding the id's label, a button
/// with the row's label and an "x" button, and the `lab-bold` class on the selected row's id. What
/// differs is where the rows sit and when GTK does its work, each choice measured first in C:
///
/// - New rows are built in boxes that are not in the window, which are then attached once. A row
///   packed into a box in the window is realised and styled at once, and each such row walks its
///   siblings: creating 10,000 rows one by one is superlinear.
/// - The rows sit in chunks of about √n, each a vertical box inside an event box with a GDK window
///   of its own. A windowed widget that only moves does not reallocate its children, so a removal
///   or a swap lays out one or two chunks, not every row.
/// - A row box is a slot that stays where it is: a swap moves the two rows' widgets between their
///   slots. `gtk_box_reorder_child` would mark the CSS node of every later sibling as changed, some
///   five thousand style recomputations to swap rows 2 and 999.
/// - What goes is hidden at once and released from a low-priority idle (`DeferredRelease`): the
///   frame that shows it gone is painted before the teardown, which then runs a few milliseconds
///   a turn of the loop.
@MainActor
final class ExpertTable: GtkRowsTable {
    private let container: UnsafeMutablePointer<GtkWidget>
    /// The vertical box of chunks, in `container`; none while the table is empty.
    private var list: UnsafeMutablePointer<GtkWidget>?
    /// The chunks' event boxes, in order.
    private var chunks: [UnsafeMutablePointer<GtkWidget>] = []
    /// The rows in the order shown, and beside each the row box it is shown in.
    var rows: [GtkRowWidgets] = []
    private var slots: [UnsafeMutablePointer<GtkWidget>] = []
    var selected: Int?
    let look: RowLook

    init(in container: UnsafeMutablePointer<GtkWidget>, look: RowLook = .plain) {
        self.container = container
        self.look = look
    }

    /// Rows per chunk for a table of `count` rows: about √n, so that neither a chunk's rows nor the
    /// list's chunks grow with the table as fast as the table does; at least 32, the floor of the
    /// C measurements the design comes from.
    private static func chunkSize(for count: Int) -> Int {
        max(32, Int(Double(count).squareRoot().rounded(.up)))
    }

    private func place(_ row: GtkRowWidgets, in slot: UnsafeMutablePointer<GtkWidget>) {
        row.pack(into: slot)
    }

    /// Builds `newRows` into new chunks that are in no window yet, shown but not attached.
    private func makeChunks(of newRows: [Row]) -> [UnsafeMutablePointer<GtkWidget>] {
        let size = Self.chunkSize(for: rows.count + newRows.count)
        var made: [UnsafeMutablePointer<GtkWidget>] = []
        for start in stride(from: 0, to: newRows.count, by: size) {
            let chunk = WidgetCensus.count(gtk_event_box_new())
            let column = WidgetCensus.count(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            gtk_container_add(cg_container(chunk.raw), column)
            for row in newRows[start..<min(start + size, newRows.count)] {
                let widgets = makeRow(row)
                let slot = WidgetCensus.count(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
                place(widgets, in: slot)
                gtk_box_pack_start(cg_box(column.raw), slot, 0, 1, 0)
                rows.append(widgets)
                slots.append(slot)
            }
            gtk_widget_show_all(chunk)
            made.append(chunk)
        }
        chunks += made
        return made
    }

    /// Replaces whatever the table shows with `newRows`, attached to the window in one step.
    func create(_ newRows: [Row]) {
        clear()
        let list = WidgetCensus.count(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        for chunk in makeChunks(of: newRows) { gtk_box_pack_start(cg_box(list.raw), chunk, 0, 1, 0) }
        gtk_widget_show(list)
        gtk_box_pack_start(cg_box(container.raw), list, 0, 1, 0)
        self.list = list
    }

    func replace(with rows: [Row]) { create(rows) }

    func swap(_ first: Int, _ second: Int) {
        guard first != second, rows.indices.contains(first), rows.indices.contains(second) else { return }
        rows.swapAt(first, second)
        // Both rows leave their slots before either enters the other's; a reference keeps each
        // widget alive while it has no parent.
        for (row, oldSlot) in [(rows[first], slots[second]), (rows[second], slots[first])] {
            for widget in row.widgets {
                g_object_ref(widget)
                gtk_container_remove(cg_container(oldSlot.raw), widget)
            }
        }
        for index in [first, second] {
            place(rows[index], in: slots[index])
            for widget in rows[index].widgets { g_object_unref(widget) }
        }
    }

    func remove(at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows.remove(at: index)
        let slot = slots.remove(at: index)
        // Hidden, the row leaves the layout but not the CSS tree, whose later siblings would
        // otherwise be restyled before the frame.
        DeferredRelease.hideAndDetach(slot)
    }

    func append(_ newRows: [Row]) {
        guard let list else { return create(newRows) }
        // Each chunk is realised and styled once, as it is attached, rather than row by row.
        for chunk in makeChunks(of: newRows) { gtk_box_pack_start(cg_box(list.raw), chunk, 0, 1, 0) }
    }

    func clear() {
        guard let list else { return }
        gtk_widget_hide(list)
        // Chunk by chunk, so that no one turn of the loop spends the whole table's teardown.
        for widget in chunks + [list] {
            g_object_ref(widget)
            DeferredRelease.detach(widget)
        }
        self.list = nil
        chunks = []
        rows = []
        slots = []
    }

}
