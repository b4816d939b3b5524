import CGtk
import GtkBackend

/// The same table written directly against GTK the obvious way, the naive baseline: one box per
/// row holding a label and two buttons, all packed in one vertical box in the window, widgets
/// reordered rather than rebuilt, only what changed touched. `ExpertTable` shows the same rows
/// without paying for what GTK does behind these calls.
@MainActor
final class HandwrittenTable: RowTable {
    private struct RowWidgets {
        let id: Int
        var label: String
        let box: UnsafeMutablePointer<GtkWidget>
        let idLabel: UnsafeMutablePointer<GtkWidget>
        /// The button's own label, kept so that a new text is set on it rather than the button
        /// rebuilding its child (which `gtk_button_set_label` does).
        let buttonLabel: UnsafeMutablePointer<GtkWidget>
    }

    private let container: UnsafeMutablePointer<GtkWidget>
    private var rows: [RowWidgets] = []
    private var selected: Int?

    init(in container: UnsafeMutablePointer<GtkWidget>) {
        self.container = container
    }

    private func makeRow(_ row: Row) -> RowWidgets {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let idLabel = gtk_label_new("\(row.id)")!
        let button = gtk_button_new_with_label(row.label)!
        let remove = gtk_button_new_with_label("x")!
        let id = row.id
        Signals.connect(button.raw, "clicked") { [weak self] in self?.select(id) }
        Signals.connect(remove.raw, "clicked") { [weak self] in
            guard let self, let index = self.rows.firstIndex(where: { $0.id == id }) else { return }
            self.remove(at: index)
        }
        gtk_box_pack_start(cg_box(box.raw), idLabel, 0, 1, 0)
        gtk_box_pack_start(cg_box(box.raw), button, 0, 1, 0)
        gtk_box_pack_start(cg_box(box.raw), remove, 0, 1, 0)
        gtk_widget_show_all(box)
        gtk_box_pack_start(cg_box(container.raw), box, 0, 1, 0)
        let buttonLabel = gtk_bin_get_child(cg_bin(button.raw))!
        return RowWidgets(id: row.id, label: row.label, box: box, idLabel: idLabel, buttonLabel: buttonLabel)
    }

    func create(_ rows: [Row]) { self.rows = rows.map(makeRow) }

    func replace(with rows: [Row]) {
        clear()
        create(rows)
    }

    func updateEvery10th() {
        for index in stride(from: 0, to: rows.count, by: 10) {
            rows[index].label += " !!!"
            gtk_label_set_text(cg_label(rows[index].buttonLabel.raw), rows[index].label)
        }
    }

    func select(_ id: Int) {
        if let old = rows.first(where: { $0.id == selected }) {
            gtk_style_context_remove_class(cg_style(old.idLabel.raw), "lab-bold")
        }
        selected = id
        if let new = rows.first(where: { $0.id == id }) {
            gtk_style_context_add_class(cg_style(new.idLabel.raw), "lab-bold")
        }
    }

    func swap(_ first: Int, _ second: Int) {
        rows.swapAt(first, second)
        gtk_box_reorder_child(cg_box(container.raw), rows[first].box, Int32(first))
        gtk_box_reorder_child(cg_box(container.raw), rows[second].box, Int32(second))
    }

    func remove(at index: Int) {
        gtk_widget_destroy(rows.remove(at: index).box)
    }

    func append(_ rows: [Row]) { self.rows += rows.map(makeRow) }

    func clear() {
        for row in rows { gtk_widget_destroy(row.box) }
        rows = []
    }

    var rowIDs: [Int] { rows.map(\.id) }
}
