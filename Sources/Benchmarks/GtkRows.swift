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

    let look: RowLook

    /// In the order they sit in a row box.
    var widgets: [UnsafeMutablePointer<GtkWidget>] { [idLabel, button, remove] }

    /// Packs the row's widgets into `box`: a styled row's "x" at the box's end, where the view
    /// layer's `Spacer` pushes it.
    func pack(into box: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_pack_start(cg_box(box.raw), idLabel, 0, 1, 0)
        gtk_box_pack_start(cg_box(box.raw), button, 0, 1, 0)
        switch look {
        case .plain: gtk_box_pack_start(cg_box(box.raw), remove, 0, 1, 0)
        case .styled: gtk_box_pack_end(cg_box(box.raw), remove, 0, 1, 0)
        }
    }
}

/// How a hand-written table's rows look: as the plain benchmark's, or as `StyledRowView`.
enum RowLook {
    case plain, styled
}

/// A hand-written table's rows, in the order shown, and what it does with them the same way
/// whatever box they sit in.
@MainActor
protocol GtkRowsTable: RowTable {
    var rows: [GtkRowWidgets] { get set }
    var selected: Int? { get set }
    var look: RowLook { get }
}

extension GtkRowsTable {
    /// The widgets of `row`: its buttons select it and remove it from this table.
    func makeRow(_ row: Row) -> GtkRowWidgets {
        let id = row.id
        let widgets = switch look {
        case .plain:
            GtkRowWidgets.makePlain(row)
        case .styled:
            GtkRowWidgets.makeStyled(row)
        }
        let button = widgets.button
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

extension GtkRowWidgets {
    fileprivate static func makePlain(_ row: Row) -> GtkRowWidgets {
        let button = WidgetCensus.count(gtk_button_new_with_label(row.label))
        return GtkRowWidgets(
            id: row.id, label: row.label, idLabel: WidgetCensus.count(gtk_label_new("\(row.id)")), button: button,
            remove: WidgetCensus.count(gtk_button_new_with_label("x")), buttonLabel: gtk_bin_get_child(cg_bin(button.raw)), look: .plain
        )
    }

    /// `StyledRowView`'s look, set as a GTK expert sets it, with the fewest widgets: the id's
    /// label dimmed by GNOME's class, with tabular digits, sized and right-aligned itself rather
    /// than in a box; the button's icon and label in one box, the label scaled by a Pango
    /// attribute and the icon sized to match; no widget for the space, the "x" packed at the end.
    fileprivate static func makeStyled(_ row: Row) -> GtkRowWidgets {
        let idLabel = WidgetCensus.count(gtk_label_new("\(row.id)"))
        gtk_style_context_add_class(gtk_widget_get_style_context(idLabel), "dim-label")
        let digits = pango_attr_list_new()
        pango_attr_list_insert(digits, pango_attr_font_features_new("tnum"))
        gtk_label_set_attributes(cg_label(idLabel.raw), digits)
        pango_attr_list_unref(digits)
        gtk_widget_set_size_request(idLabel, Int32(StyledRowLook.idWidth), -1)
        gtk_label_set_xalign(cg_label(idLabel.raw), 1)

        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let icon = gtk_image_new_from_icon_name(StyledRowLook.iconName, GTK_ICON_SIZE_BUTTON)!
        gtk_image_set_pixel_size(cg_image(icon.raw), Int32((16 * StyledRowLook.labelScale).rounded()))
        let title = gtk_label_new(row.label)!
        let scale = pango_attr_list_new()
        pango_attr_list_insert(scale, pango_attr_scale_new(StyledRowLook.labelScale))
        gtk_label_set_attributes(cg_label(title.raw), scale)
        pango_attr_list_unref(scale)
        gtk_box_pack_start(cg_box(content.raw), icon, 0, 1, 0)
        gtk_box_pack_start(cg_box(content.raw), title, 0, 1, 0)
        let button = WidgetCensus.count(gtk_button_new())
        gtk_container_add(cg_container(button.raw), content)
        return GtkRowWidgets(
            id: row.id, label: row.label, idLabel: idLabel, button: button,
            remove: WidgetCensus.count(gtk_button_new_with_label("x")), buttonLabel: title, look: .styled
        )
    }
}
