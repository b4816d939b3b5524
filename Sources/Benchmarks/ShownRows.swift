import CGtk
import GtkBackend

/// What a GTK table showed after an operation, and what it left behind once its window closed.
public struct ShownTable: Codable, Sendable {
    public var rows: [ShownRow]
    /// The table's widgets (all are counted in `WidgetCensus`) still alive once the window has
    /// closed and the loop is idle.
    public var widgetsLeft: Int
}

/// A row as a GTK table shows it, read from its widgets rather than from the table's own
/// bookkeeping: tables built differently must still show the same rows.
public struct ShownRow: Codable, Equatable, Sendable, CustomStringConvertible {
    public var id: String
    public var label: String
    public var remove: String
    /// Whether the id is drawn bold: the computed style, so the stylesheet must be loaded too.
    public var isBold: Bool
    /// The icon beside the label, in a styled row.
    public var icon: String?
    /// Whether the id is drawn dimmed (GNOME's `dim-label`), in a styled row.
    public var isDimmed = false
    /// Where a styled row's parts are drawn, relative to the row, in pixels: the id's column's
    /// width, the button's width (its icon and its label's font), and where the "x" begins. Rows
    /// drawn alike have the same.
    public var layout: [Int]?

    public var description: String {
        "\(id)\(isBold ? "*" : "")\(isDimmed ? " (dim)" : "") \(icon.map { "(\($0)) " } ?? "")\(label) [\(remove)]"
    }

    /// The row apart from its look: what a plain row shows of it.
    public var content: ShownRow {
        ShownRow(id: id, label: label, remove: remove, isBold: isBold)
    }

    /// Every row shown in `widget`, in order: each mapped horizontal box holding a label and two
    /// buttons, wherever it sits below.
    @MainActor static func read(_ widget: UnsafeMutablePointer<GtkWidget>) -> [ShownRow] {
        guard gtk_widget_get_mapped(widget) != 0 else { return [] }
        if let row = row(widget) { return [row] }
        return widget.children.flatMap(read)
    }

    /// A horizontal box holding the id's label and two buttons, apart from empty boxes, which show
    /// nothing (a `Spacer`); the id may sit alone in a box of its own (a `.frame`).
    @MainActor private static func row(_ widget: UnsafeMutablePointer<GtkWidget>) -> ShownRow? {
        guard isBox(widget, GTK_ORIENTATION_HORIZONTAL) else { return nil }
        let shown = mappedChildren(of: widget).filter { !(isBox($0) && $0.children.isEmpty) }
        guard shown.count == 3, let idLabel = idLabel(shown[0]),
              let (label, icon) = buttonContent(shown[1]), let (remove, _) = buttonContent(shown[2]) else { return nil }
        var row = ShownRow(id: text(of: idLabel), label: label, remove: remove, isBold: isBold(idLabel), icon: icon,
                           isDimmed: gtk_style_context_has_class(gtk_widget_get_style_context(idLabel), "dim-label") != 0)
        if icon != nil {
            var origin = GtkAllocation(), id = GtkAllocation(), button = GtkAllocation(), x = GtkAllocation()
            gtk_widget_get_allocation(widget, &origin)
            gtk_widget_get_allocation(shown[0], &id)
            gtk_widget_get_allocation(shown[1], &button)
            gtk_widget_get_allocation(shown[2], &x)
            row.layout = [Int(id.width), Int(button.width), Int(x.x - origin.x)]
        }
        return row
    }

    @MainActor private static func isBox(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation? = nil) -> Bool {
        guard widget.isA(gtk_box_get_type()) else { return false }
        return orientation.map { gtk_orientable_get_orientation(OpaquePointer(widget)) == $0 } ?? true
    }

    @MainActor private static func mappedChildren(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        widget.children.filter { gtk_widget_get_mapped($0) != 0 }
    }

    @MainActor private static func idLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if widget.isA(gtk_label_get_type()) { return widget }
        let content = mappedChildren(of: widget)
        guard isBox(widget), content.count == 1, content[0].isA(gtk_label_get_type()) else { return nil }
        return content[0]
    }

    /// A button's label, and the icon name of the image beside it when a box holds both.
    @MainActor private static func buttonContent(_ widget: UnsafeMutablePointer<GtkWidget>) -> (String, String?)? {
        guard widget.isA(gtk_button_get_type()), let child = gtk_bin_get_child(cg_bin(widget.raw)) else { return nil }
        if child.isA(gtk_label_get_type()) { return (text(of: child), nil) }
        let content = mappedChildren(of: child)
        guard isBox(child), content.count == 2, content[0].isA(gtk_image_get_type()), content[1].isA(gtk_label_get_type()) else { return nil }
        var name: UnsafePointer<gchar>?
        gtk_image_get_icon_name(cg_image(content[0].raw), &name, nil)
        return (text(of: content[1]), name.map { String(cString: $0) })
    }

    @MainActor private static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_label_get_text(cg_label(label.raw)).map { String(cString: $0) } ?? ""
    }

    @MainActor private static func isBold(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let context = gtk_widget_get_style_context(widget) else { return false }
        var value = GValue()
        gtk_style_context_get_property(context, "font-weight", gtk_style_context_get_state(context), &value)
        defer { g_value_unset(&value) }
        return g_value_get_enum(&value) >= Int32(PANGO_WEIGHT_BOLD.rawValue)
    }

}
