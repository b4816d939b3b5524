import CGtk

/// Whether `widget` is drawn in a dark style: its theme's base colour is dark. The log's and the
/// timeline's colours are picked by it, each pair meeting WCAG AA against its background.
@MainActor
func usesDarkStyle(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    var base = GdkRGBA()
    guard gtk_style_context_lookup_color(cg_style(widget.raw), "theme_base_color", &base) != 0 else { return false }
    return 0.2126 * base.red + 0.7152 * base.green + 0.0722 * base.blue < 0.5
}
