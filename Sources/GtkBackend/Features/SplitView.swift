import CGtk
import ViewLayer

/// A sidebar beside a detail, in a `GtkPaned`.
extension GtkRenderer: SplitViewRendering {
    public func makeSplitView() -> any RenderElement {
        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_widget_set_vexpand(paned, 1)
        gtk_paned_set_position(cg_paned(paned.raw), 180)
        return make(.splitView, paned, container: paned, placement: SplitPlacement.shared, styled: true)
    }
}

/// The sidebar keeps its width; the detail takes the rest. The two never change places.
@MainActor
final class SplitPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if index == 0 {
            gtk_paned_pack1(cg_paned(container.raw), child.pointer, 0, 0)
        } else {
            gtk_paned_pack2(cg_paned(container.raw), child.pointer, 1, 0)
        }
    }

    static let shared = SplitPlacement()
}
