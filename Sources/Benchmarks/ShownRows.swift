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

    public var description: String { "\(id)\(isBold ? "*" : "") \(label) [\(remove)]" }

    /// Every row shown in `widget`, in order: each mapped horizontal box holding a label and two
    /// buttons, wherever it sits below.
    @MainActor static func read(_ widget: UnsafeMutablePointer<GtkWidget>) -> [ShownRow] {
        guard gtk_widget_get_mapped(widget) != 0 else { return [] }
        if let row = row(widget) { return [row] }
        return widget.children.flatMap(read)
    }

    @MainActor private static func row(_ widget: UnsafeMutablePointer<GtkWidget>) -> ShownRow? {
        guard widget.isA(gtk_box_get_type()),
              gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_HORIZONTAL else { return nil }
        let shown = widget.children.filter { gtk_widget_get_mapped($0) != 0 }
        guard shown.count == 3, shown[0].isA(gtk_label_get_type()),
              let label = buttonText(shown[1]), let remove = buttonText(shown[2]) else { return nil }
        return ShownRow(id: text(of: shown[0]), label: label, remove: remove, isBold: isBold(shown[0]))
    }

    @MainActor private static func buttonText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard widget.isA(gtk_button_get_type()), let child = gtk_bin_get_child(cg_bin(widget.raw)),
              child.isA(gtk_label_get_type()) else { return nil }
        return text(of: child)
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
