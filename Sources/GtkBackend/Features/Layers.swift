import CGtk
import ViewLayer

/// `ZStack`, `.overlay { }` and `.background { }` as layers in the one cell of a `GtkGrid`: the
/// grid takes the size of the largest layer, and each layer is placed in it by the alignment.
/// In a `ZStack`, shapes take the room offered, as SwiftUI's do. Behind or in front of a view,
/// every layer but the view fills the cell without asking for room (`ChildAlignment`), so that a
/// background shape, a frame around one or a geometry reader does not stretch its row.
extension GtkRenderer: LayerRendering {
    public func makeLayers(alignment: Alignment, sizing: LayerSizing) -> any RenderElement {
        let grid = gtk_grid_new()!
        let element = make(.layers, grid, container: grid, placement: LayerPlacement.shared)
        element.layerSizing = sizing
        element.stackAlignment = alignment
        return element
    }

    public func updateLayers(_ element: any RenderElement, alignment: Alignment) {
        let element = gtk(element)
        element.stackAlignment = alignment
        ChildAlignment.realign(childrenOf: element)
    }
}

/// Layers in one grid cell. GTK's grid draws its children last attached first, so after a layer
/// comes or moves they are attached again, front one first, and the first is drawn at the back.
/// Taking a shown layer out and back unmaps and maps it: that is no disappearance, and
/// `LayerPlacement.restacked` keeps it from reaching `onDisappear` and `onAppear`; a layer
/// coming in is mapped as any new widget is, and appears.
@MainActor
final class LayerPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if let alignment = element.stackAlignment { ChildAlignment.place(child, by: alignment, in: container, of: element) }
        restack(element.children, in: container)
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        restack(element.children, in: container)
    }

    private func restack(_ layers: [GtkElement], in container: UnsafeMutablePointer<GtkWidget>) {
        let shown = layers.map(\.pointer).filter { gtk_widget_get_parent($0) == container && gtk_widget_get_mapped($0) != 0 }
        Self.restacked = shown
        defer { Self.restacked = [] }
        for layer in layers where gtk_widget_get_parent(layer.pointer) == container {
            gtk_container_remove(cg_container(container.raw), layer.pointer)
        }
        for layer in layers.reversed() { gtk_grid_attach(cg_grid(container.raw), layer.pointer, 0, 0, 1, 1) }
    }

    /// The shown layers being taken out and put back, while they are.
    private static var restacked: [UnsafeMutablePointer<GtkWidget>] = []

    /// Whether `widget` is mapped or unmapped only because its layer is being restacked.
    static func isRestacking(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        !restacked.isEmpty && restacked.contains { $0 == widget || gtk_widget_is_ancestor(widget, $0) != 0 }
    }

    static let shared = LayerPlacement()
}
