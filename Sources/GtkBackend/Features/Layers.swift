import CGtk
import ViewLayer

/// `ZStack`, `.overlay { }` and `.background { }` as layers in the one cell of a `GtkGrid`: the
/// grid takes the size of the largest layer, and each layer is placed in it by the alignment,
/// but for shapes, which fill it as SwiftUI's do. The grid does not take room just because a
/// layer would (a shape's expanding), so a background shape does not stretch its row.
extension GtkRenderer: LayerRendering {
    public func makeLayers(alignment: Alignment) -> any RenderElement {
        let grid = gtk_grid_new()!
        gtk_widget_set_hexpand(grid, 0)
        gtk_widget_set_vexpand(grid, 0)
        let element = make(.layers, grid, container: grid, placement: LayerPlacement.shared)
        element.stackAlignment = alignment
        return element
    }

    public func updateLayers(_ element: any RenderElement, alignment: Alignment) {
        let element = gtk(element)
        element.stackAlignment = alignment
        for child in element.children { LayerPlacement.align(child, by: alignment) }
    }
}

/// Layers in one grid cell. GTK's grid draws its children last attached first, so after a layer
/// comes or moves they are attached again, front one first, and the first is drawn at the back.
/// Taking a widget out and back unmaps and maps it: that is no disappearance, and
/// `GtkRenderer.isRestacking` keeps it from reaching `onDisappear` and `onAppear`.
@MainActor
final class LayerPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        if let alignment = element.stackAlignment { Self.align(child, by: alignment) }
        restack(element.children, in: container)
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        restack(element.children, in: container)
    }

    private func restack(_ layers: [GtkElement], in container: UnsafeMutablePointer<GtkWidget>) {
        GtkRenderer.isRestacking = true
        defer { GtkRenderer.isRestacking = false }
        for layer in layers where gtk_widget_get_parent(layer.pointer) == container {
            gtk_container_remove(cg_container(container.raw), layer.pointer)
        }
        for layer in layers.reversed() { gtk_grid_attach(cg_grid(container.raw), layer.pointer, 0, 0, 1, 1) }
    }

    static func align(_ layer: GtkElement, by alignment: Alignment) {
        guard layer.role != .shape else { return }
        gtk_widget_set_halign(layer.pointer, gtkAlign(alignment.horizontal))
        gtk_widget_set_valign(layer.pointer, gtkAlign(alignment.vertical))
    }

    static let shared = LayerPlacement()
}
