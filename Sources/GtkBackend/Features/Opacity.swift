import CGtk
import ViewLayer

/// `.opacity(_:)`: a box around the content, drawn with `gtk_widget_set_opacity`. Opacity does not
/// unmap anything, so appear and disappear are untouched by it.
extension GtkRenderer: OpacityRendering {
    public func makeOpacity(_ opacity: Double) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_opacity(box, opacity)
        let element = make(.opacity, box, container: box, placement: BoxPlacement.packed)
        element.opacity = opacity
        return element
    }

    public func setOpacity(_ element: any RenderElement, _ opacity: Double) {
        let element = gtk(element)
        element.opacity = opacity
        gtk_widget_set_opacity(element.pointer, opacity)
    }
}
