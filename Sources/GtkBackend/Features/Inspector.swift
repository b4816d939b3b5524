import CGtk
import ViewLayer

/// An inspector: content with a pane at the window's trailing side, behind a separator, as GNOME
/// apps show a sidebar of details. The pane is hidden (unmapped) while the inspector is not
/// presented; what is in it stays.
extension GtkRenderer: InspectorRendering {
    public func makeInspector() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_vexpand(box, 1)
        var parts: [WidgetRef] = []
        let pane = innerBox(GTK_ORIENTATION_HORIZONTAL, spacing: 0, owner: &parts)
        gtk_widget_hide(pane)
        let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
        parts.append(WidgetRef(separator))
        gtk_widget_show(separator)
        gtk_box_pack_start(cg_box(pane.raw), separator, 0, 1, 0)
        // A fixed width that scrolls down, as GNOME's sidebars of details: wrapped texts in it
        // would otherwise ask for their whole width and squeeze the content.
        let scroller = gtk_scrolled_window_new(nil, nil)!
        parts.append(WidgetRef(scroller))
        gtk_scrolled_window_set_policy(cg_scrolled_window(scroller.raw), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(scroller, Self.inspectorWidth, -1)
        gtk_widget_show(scroller)
        gtk_box_pack_start(cg_box(pane.raw), scroller, 1, 1, 0)
        let paneContent = innerBox(GTK_ORIENTATION_VERTICAL, spacing: 8, owner: &parts)
        setMargins(of: paneContent, EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
        gtk_container_add(cg_container(scroller.raw), paneContent)
        gtk_box_pack_end(cg_box(box.raw), pane, 0, 1, 0)
        let element = make(.inspector, box, container: box, placement: InspectorPlacement.shared)
        gtk_style_context_add_class(cg_style(pane.raw), "lab-inspector")
        element.parts = parts
        return element
    }

    /// How wide an inspector's pane is, as SwiftUI's default inspector column on macOS.
    static let inspectorWidth: Int32 = 260

    public func setInspector(_ inspector: any RenderElement, presented: Bool) {
        guard let pane = gtk(inspector).parts.first else { return }
        gtk_widget_set_visible(pane.pointer, presented ? 1 : 0)
    }
}

/// Content with an inspector pane: the content goes first and takes the room; the pane's content
/// goes into the pane. The two never change places.
@MainActor
final class InspectorPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if index == 0 {
            gtk_box_pack_start(cg_box(container.raw), child.pointer, 1, 1, 0)
        } else if let paneContent = element.parts.last {
            gtk_box_pack_start(cg_box(paneContent.raw), child.pointer, 1, 1, 0)
        }
    }

    static let shared = InspectorPlacement()
}
