import CGtk
import Foundation
import ViewLayer

/// `GeometryReader` as a `GtkLayout` that expands both ways and holds its content as layers in a
/// grid at its top leading corner (`LayerPlacement`), the grid asked to be the layout's size.
///
/// A reader is the size it is offered, whatever its content, as SwiftUI's is: a `GtkLayout` asks
/// for no room of its own, where a box or a grid is never smaller than its content, and content
/// made from the reader's size (`Color.red.frame(width: proxy.size.width).padding()`) would make
/// the reader larger at every layout, without end. Content larger than the reader is cut at its
/// edges.
///
/// Each allocation of a new size or place in the window is reported, and the graph runs the
/// reader's content again on its next turn, not inside GTK's allocation. Scrolling moves a scroll
/// view's content without allocating it again, so while it is shown a reader also follows the
/// adjustments of the scroll views around it, as `proxy.frame(in: .global)` follows scrolling in
/// SwiftUI.
extension GtkRenderer: GeometryRendering {
    public func makeGeometryReader(onResize: @escaping @MainActor (CGRect) -> Void) -> any RenderElement {
        let layout = gtk_layout_new(nil, nil)!
        gtk_widget_set_hexpand(layout, 1)
        gtk_widget_set_vexpand(layout, 1)
        let layers = WidgetRef(gtk_grid_new())
        gtk_widget_show(layers.pointer)
        gtk_layout_put(cg_layout(layout.raw), layers.pointer, 0, 0)
        let element = make(.geometryReader, layout, container: layers.pointer, placement: LayerPlacement.shared)
        element.parts = [layers]
        element.stackAlignment = .topLeading
        Signals.connectWithArgument(layout.raw, "size-allocate") { [unowned element] _ in
            let frame = Self.frameInWindow(of: element.pointer)
            // The layers fill the reader: asked to be its size, not inside GTK's allocation, where
            // a new request would wait for another frame.
            if let layers = element.container {
                var width: Int32 = 0, height: Int32 = 0
                gtk_widget_get_size_request(layers, &width, &height)
                if width != Int32(frame.width) || height != Int32(frame.height) {
                    GtkMainLoop.every(milliseconds: 0) { [weak element] in
                        if let layers = element?.container { gtk_widget_set_size_request(layers, Int32(frame.width), Int32(frame.height)) }
                        return false
                    }
                }
            }
            onResize(frame)
        }
        // A layout has windows of its own, which would take the clicks meant for the view a reader
        // lies over or under (`.overlay { GeometryReader … }`): they pass them through.
        Signals.connect(layout.raw, "realize") { [unowned element] in
            PassThrough.set(on: element.pointer)
            if let bin = gtk_layout_get_bin_window(cg_layout(element.pointer.raw)) { gdk_window_set_pass_through(bin, 1) }
        }
        Signals.connect(layout.raw, "map") { [unowned element] in
            var ancestor = gtk_widget_get_parent(element.pointer)
            while let widget = ancestor {
                if widget.isA(gtk_scrolled_window_get_type()) {
                    let scrolled = cg_scrolled_window(widget.raw)
                    for adjustment in [gtk_scrolled_window_get_hadjustment(scrolled), gtk_scrolled_window_get_vadjustment(scrolled)] {
                        guard let adjustment else { continue }
                        let handler = Signals.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [unowned element] in
                            onResize(Self.frameInWindow(of: element.pointer))
                        }
                        element.followedAdjustments.append((adjustment, handler))
                    }
                }
                ancestor = gtk_widget_get_parent(widget)
            }
        }
        // Unmapped before it goes: the adjustments, which may outlive it, let go of it.
        Signals.connect(layout.raw, "unmap") { [unowned element] in
            for (adjustment, handler) in element.followedAdjustments {
                g_signal_handler_disconnect(UnsafeMutableRawPointer(adjustment), gulong(handler))
            }
            element.followedAdjustments = []
        }
        return element
    }

    public func frame(ofGeometryReader element: any RenderElement) -> CGRect? {
        let widget = gtk(element).pointer
        guard gtk_widget_get_realized(widget) != 0 else { return nil }
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

/// Windows of widgets that only draw (a geometry reader's layout, a shape's drawing area), which
/// pass a person's clicks to the widgets under them, as SwiftUI's shapes and readers take none
/// unless told.
@MainActor
enum PassThrough {
    static func set(on widget: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_get_has_window(widget) != 0, let window = gtk_widget_get_window(widget) { gdk_window_set_pass_through(window, 1) }
    }
}
