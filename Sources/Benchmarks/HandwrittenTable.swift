import CGtk
import GtkBackend

/// The same table written directly against GTK the obvious way, the naive baseline: one box per
/// row holding a label and two buttons, all packed in one vertical box in the window, widgets
/// reordered rather than rebuilt, only what changed touched. `ExpertTable` shows the same rows
/// without paying for what GTK does behind these calls.
@MainActor
final class HandwrittenTable: GtkRowsTable {
    private let container: UnsafeMutablePointer<GtkWidget>
    var rows: [GtkRowWidgets] = []
    /// Beside each row, the box it is shown in.
    private var boxes: [UnsafeMutablePointer<GtkWidget>] = []
    var selected: Int?
    let look = RowLook.plain

    init(in container: UnsafeMutablePointer<GtkWidget>) {
        self.container = container
    }

    private func add(_ row: Row) {
        let widgets = makeRow(row)
        let box = WidgetCensus.count(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8))
        widgets.pack(into: box)
        gtk_widget_show_all(box)
        gtk_box_pack_start(cg_box(container.raw), box, 0, 1, 0)
        rows.append(widgets)
        boxes.append(box)
    }

    func create(_ rows: [Row]) { rows.forEach(add) }

    func replace(with rows: [Row]) {
        clear()
        create(rows)
    }

    func swap(_ first: Int, _ second: Int) {
        rows.swapAt(first, second)
        boxes.swapAt(first, second)
        gtk_box_reorder_child(cg_box(container.raw), boxes[first], Int32(first))
        gtk_box_reorder_child(cg_box(container.raw), boxes[second], Int32(second))
    }

    func remove(at index: Int) {
        rows.remove(at: index)
        gtk_widget_destroy(boxes.remove(at: index))
    }

    func append(_ rows: [Row]) { rows.forEach(add) }

    func clear() {
        for box in boxes { gtk_widget_destroy(box) }
        rows = []
        boxes = []
    }
}
