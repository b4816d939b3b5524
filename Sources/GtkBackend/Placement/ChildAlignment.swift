import CGtk
import ViewLayer

/// How an aligned container (a stack given an alignment, a `ZStack`'s layers, a grid's row)
/// places a child, as SwiftUI does: a child that takes the room it is offered (a row with a
/// `Spacer`, a list, a shape) fills it; any other is placed by the alignment at its own size.
///
/// Whether a child takes the room is GTK's `compute_expand` of its subtree, which is complete only
/// once the pass has inserted the child's own children: the alignment is set at insertion, and set
/// again when the pass is done with the container (`GtkRenderer.didChangeChildren(of:)`).
@MainActor
enum ChildAlignment {
    /// Places every child of `element` again, if it aligns its children.
    static func realign(childrenOf element: GtkElement) {
        guard let alignment = element.stackAlignment, let container = element.container else { return }
        for child in element.children { place(child, by: alignment, in: container, of: element) }
    }

    /// Whether `child` takes the room it is offered along `orientation`, as GTK would compute it
    /// were its own expansion left alone: a shape and a geometry reader do; a frame where it fills,
    /// or leaves the axis to content that does; another container where its content does.
    private static func takesRoom(_ child: GtkElement, _ orientation: GtkOrientation) -> Bool {
        if child.role == .shape || child.role == .geometryReader { return true }
        let contentTakesRoom = child.children.contains { gtk_widget_compute_expand($0.pointer, orientation) != 0 }
        guard let layout = child.frame else { return contentTakesRoom }
        let isHorizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        if isHorizontal ? layout.fillsWidth : layout.fillsHeight { return true }
        return !(isHorizontal ? layout.constrainsWidth : layout.constrainsHeight) && contentTakesRoom
    }

    static func place(_ child: GtkElement, by alignment: Alignment, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        // A spacer and a divider lie along and across their stack (`StackPlacement`).
        guard child.role != .spacer, child.role != .divider else { return }
        let widget = child.pointer
        if element.role == .layers, element.layerSizing != .allLayers {
            let base = element.layerSizing == .lastLayer ? element.children.last : element.children.first
            if child !== base {
                // The modified view keeps its place; every other layer is placed in the cell the
                // view sizes without asking for room, so that a background does not stretch its row.
                child.asksNoRoom = true
                let fillsWidth = takesRoom(child, GTK_ORIENTATION_HORIZONTAL), fillsHeight = takesRoom(child, GTK_ORIENTATION_VERTICAL)
                gtk_widget_set_hexpand(widget, 0)
                gtk_widget_set_vexpand(widget, 0)
                gtk_widget_set_halign(widget, fillsWidth ? GTK_ALIGN_FILL : gtkAlign(alignment.horizontal))
                gtk_widget_set_valign(widget, fillsHeight ? GTK_ALIGN_FILL : gtkAlign(alignment.vertical))
                child.frameCentredAxes = 0
                return
            }
            child.asksNoRoom = false
        }
        let fillsWidth = gtk_widget_compute_expand(widget, GTK_ORIENTATION_HORIZONTAL) != 0
        let fillsHeight = gtk_widget_compute_expand(widget, GTK_ORIENTATION_VERTICAL) != 0
        let horizontal = fillsWidth ? GTK_ALIGN_FILL : gtkAlign(alignment.horizontal)
        let vertical = fillsHeight ? GTK_ALIGN_FILL : gtkAlign(alignment.vertical)
        let isStack = element.role == .stack || element.role == .section
        // The alignment set here is the container's, which a frame giving up its size keeps.
        if isStack, gtk_orientable_get_orientation(cg_orientable(container.raw)) == GTK_ORIENTATION_VERTICAL {
            gtk_widget_set_halign(widget, horizontal)
            child.frameCentredAxes &= ~1
        } else if isStack {
            gtk_widget_set_valign(widget, vertical)
            child.frameCentredAxes &= ~2
        } else {
            gtk_widget_set_halign(widget, horizontal)
            gtk_widget_set_valign(widget, vertical)
            child.frameCentredAxes = 0
        }
    }
}
