import CGtk

/// How an element puts its children's widgets into its own. Chosen where the element is made, by
/// the feature that makes that kind of container: a new container brings a placement of its own
/// beside it, and no element asks its role where a child goes.
///
/// A placement holds nothing of an element's: one object serves every element of its kind. This
/// base is a container whose children never change places: a child goes in with
/// `gtk_container_add`, and out of whatever holds it.
@MainActor
class ChildPlacement {
    /// Puts `child`, now at `index` of `element`'s children, into `container`.
    func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        gtk_container_add(cg_container(container.raw), child.pointer)
    }

    /// `child` went from `from` to `index` of `element`'s children.
    func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {}

    /// Places what `element` has not placed yet, before its children change other than by an
    /// insertion, and at the end of a pass: a stack's rows waiting to be packed (`StackPlacement`).
    func placeWaiting(of element: GtkElement) {}

    /// The pass is done with `element`'s children: what shows them apart from their widgets (a
    /// combo box's texts) reads them again.
    func didChangeChildren(of element: GtkElement) {}

    /// `child`, which was at `index` of `element`'s children, is taken out.
    func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if let parent = gtk_widget_get_parent(child.pointer) {
            gtk_container_remove(cg_container(parent.raw), child.pointer)
        }
    }

    /// An element with no children of its own, a text or a text field, which never asks.
    static let leaf = ChildPlacement()
}

/// Children packed in a box, in order: padding, opacity, backgrounds, a navigation link's label
/// and a navigation stack's root, a lazy stack's rows, a control's label box (`LabelPlacement`),
/// and, filling it, the content of windows, pages and presentations. Stacks add chunks
/// (`StackPlacement`).
@MainActor
class BoxPlacement: ChildPlacement {
    /// Whether children take the room the box has: the content of a window, page or presentation.
    private let fills: Bool

    init(fills: Bool) {
        self.fills = fills
    }

    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        gtk_box_pack_start(cg_box(container.raw), child.pointer, fills ? 1 : 0, 1, 0)
        // Packing appends; a reorder walks the box's list, which a new last row need not pay.
        if index != element.children.count - 1 { gtk_box_reorder_child(cg_box(container.raw), child.pointer, Int32(boxIndex(of: index, in: element))) }
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        gtk_box_reorder_child(cg_box(container.raw), child.pointer, Int32(boxIndex(of: index, in: element)))
    }

    /// Where the child at `index` of `element`'s children is among the widgets the box holds:
    /// the same, unless the kind of container leaves some children out of its box.
    func boxIndex(of index: Int, in element: GtkElement) -> Int { index }

    /// Children at their natural size, one after another.
    static let packed = BoxPlacement(fills: false)
    /// Content that fills a window, a page or a presentation.
    static let filling = BoxPlacement(fills: true)
}
