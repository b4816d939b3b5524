import CGtk
import ViewLayer

/// Padding: a GtkBox with margins, holding its content.
extension GtkRenderer: PaddingRendering {
    public func makePadding(_ insets: EdgeInsets) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        setMargins(of: box, insets)
        return make(.padding, box, container: box, placement: BoxPlacement.packed, styled: true)
    }

    public func updatePadding(_ element: any RenderElement, _ insets: EdgeInsets) {
        setMargins(of: gtk(element).pointer, insets)
    }
}
