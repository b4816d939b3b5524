import CGtk
import Foundation
import ViewLayer

/// `GeometryReader` as a `GtkGrid` that expands both ways and holds its content as layers at its
/// top leading corner (`LayerPlacement`); each allocation of a new size or place in the window is
/// reported, and the graph runs the reader's content again on its next turn, not inside GTK's
/// allocation.
extension GtkRenderer: GeometryRendering {
    public func makeGeometryReader(onResize: @escaping @MainActor (CGRect) -> Void) -> any RenderElement {
        let grid = gtk_grid_new()!
        gtk_widget_set_hexpand(grid, 1)
        gtk_widget_set_vexpand(grid, 1)
        let element = make(.geometryReader, grid, container: grid, placement: LayerPlacement.shared)
        element.stackAlignment = .topLeading
        Signals.connectWithArgument(grid.raw, "size-allocate") { [unowned element] _ in
            onResize(Self.frameInWindow(of: element.pointer))
        }
        return element
    }

    public func frame(ofGeometryReader element: any RenderElement) -> CGRect {
        let widget = gtk(element).pointer
        guard gtk_widget_get_realized(widget) != 0 else { return .zero }
        return Self.frameInWindow(of: widget)
    }

    /// The widget's allocation, placed where it is in its toplevel window.
    private static func frameInWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> CGRect {
        let width = Double(gtk_widget_get_allocated_width(widget))
        let height = Double(gtk_widget_get_allocated_height(widget))
        var x: gint = 0, y: gint = 0
        if let toplevel = gtk_widget_get_toplevel(widget), toplevel != widget {
            _ = gtk_widget_translate_coordinates(widget, toplevel, 0, 0, &x, &y)
        }
        return CGRect(x: Double(x), y: Double(y), width: width, height: height)
    }
}
