import CGtk
import ViewLayer

/// `.allowsHitTesting(_:)`: a `GtkEventBox` around the content, with no window of its own, drawn
/// as its content is. While hit testing is off the box is above its children
/// (`gtk_event_box_set_above_child`), so the pointer's events go to the box, which does nothing
/// with them, rather than to the content's buttons, controls and gestures; the content is not
/// greyed, as an insensitive widget would be.
extension GtkRenderer: HitTestingRendering {
    public func makeHitTesting(allows: Bool) -> any RenderElement {
        let eventBox = gtk_event_box_new()!
        gtk_event_box_set_visible_window(cg_event_box(eventBox.raw), 0)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_container_add(cg_container(eventBox.raw), box)
        gtk_widget_show(box)
        let element = make(.hitTesting, eventBox, container: box, placement: BoxPlacement.packed)
        setHitTesting(element, allows: allows)
        return element
    }

    public func setHitTesting(_ element: any RenderElement, allows: Bool) {
        let element = gtk(element)
        element.allowsHitTesting = allows
        gtk_event_box_set_above_child(cg_event_box(element.pointer.raw), allows ? 0 : 1)
    }
}
