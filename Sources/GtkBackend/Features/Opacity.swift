import CGtk
import ViewLayer

/// `.opacity(_:)`: a box around the content, drawn with `gtk_widget_set_opacity`. Opacity does not
/// unmap anything, so appear and disappear are untouched by it. At 0 the box is insensitive, as
/// SwiftUI does not hit-test a view it does not draw (`hidden()`: "Hidden views are invisible and
/// can't receive or respond to interactions"): its controls take no click and no focus.
extension GtkRenderer: OpacityRendering {
    public func makeOpacity(_ opacity: Double) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_opacity(box, opacity)
        if opacity == 0 { gtk_widget_set_sensitive(box, 0) }
        let element = make(.opacity, box, container: box, placement: BoxPlacement.packed)
        element.opacity = opacity
        return element
    }

    public func setOpacity(_ element: any RenderElement, _ opacity: Double) {
        let element = gtk(element)
        element.opacity = opacity
        gtk_widget_set_opacity(element.pointer, opacity)
        if (gtk_widget_get_sensitive(element.pointer) != 0) != (opacity > 0) { gtk_widget_set_sensitive(element.pointer, opacity > 0 ? 1 : 0) }
    }
}
