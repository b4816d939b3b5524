import CGtk
import GtkBackend

/// A row's widgets, made alike for both hand-written tables so that they show the same thing: the
/// id's label, a button with the row's label that selects the row, and an "x" button that removes
/// it. Each is counted in the renderer's `WidgetCensus`, as the renderer's widgets are.
@MainActor
struct GtkRowWidgets {
    let id: Int
    var label: String
    let idLabel: UnsafeMutablePointer<GtkWidget>
    let button: UnsafeMutablePointer<GtkWidget>
    let remove: UnsafeMutablePointer<GtkWidget>
    /// The button's own label, so that a new text is set on it rather than the button rebuilding
    /// its child (which `gtk_button_set_label` does).
    let buttonLabel: UnsafeMutablePointer<GtkWidget>

    /// In the order they sit in a row box.
    var widgets: [UnsafeMutablePointer<GtkWidget>] { [idLabel, button, remove] }
}

/// A hand-written table's rows, in the order shown, and what it does with them the same way
/// whatever box they sit in.
@MainActor
protocol GtkRowsTable: RowTable {
    var rows: [GtkRowWidgets] { get set }
    var selected: Int? { get set }
}

extension GtkRowsTable {
    /// The widgets of `row`: its buttons select it and remove it from this table.
    func makeRow(_ row: Row) -> GtkRowWidgets {
        let button = WidgetCensus.count(gtk_button_new_with_label(row.label))
        let id = row.id
        let widgets = GtkRowWidgets(
            id: id, label: row.label, idLabel: WidgetCensus.count(gtk_label_new("\(id)")), button: button,
            remove: WidgetCensus.count(gtk_button_new_with_label("x")), buttonLabel: gtk_bin_get_child(cg_bin(button.raw))
        )
        Signals.connect(button.raw, "clicked") { [weak self] in self?.select(id) }
        Signals.connect(widgets.remove.raw, "clicked") { [weak self] in
            guard let self, let index = self.rows.firstIndex(where: { $0.id == id }) else { return }
            self.remove(at: index)
        }
        return widgets
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

    var rowIDs: [Int] { rows.map(\.id) }
}
