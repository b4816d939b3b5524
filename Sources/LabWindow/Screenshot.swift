import CGtk
import Foundation
import GtkBackend

/// Saves what a person sees of some windows as one PNG: the part of the screen that holds them all.
enum Screenshot {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    @MainActor static func save(_ windows: [UnsafeMutablePointer<GtkWidget>], to path: String) throws(Failed) {
        // Let GTK lay out and paint what the last action changed.
        for _ in 0..<12 {
            GtkMainLoop.drainEvents()
            usleep(25_000)
        }
        var union: GdkRectangle?
        for window in windows {
            guard let gdkWindow = gtk_widget_get_window(window) else { continue }
            var frame = GdkRectangle()
            gdk_window_get_frame_extents(gdkWindow, &frame)
            if var current = union {
                var merged = GdkRectangle()
                gdk_rectangle_union(&current, &frame, &merged)
                union = merged
            } else {
                union = frame
            }
        }
        guard let area = union, let root = gdk_get_default_root_window(),
              let pixbuf = gdk_pixbuf_get_from_window(root, max(area.x, 0), max(area.y, 0), area.width, area.height)
        else { throw Failed(description: "cannot take a screenshot: no window is shown") }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard cg_save_png(pixbuf, path) != 0 else { throw Failed(description: "cannot write the screenshot to \(path)") }
    }
}
