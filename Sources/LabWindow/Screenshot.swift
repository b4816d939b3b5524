import CGtk
import Foundation
import GtkBackend

/// Saves the experiment's windows as one PNG, each drawn by GTK itself (so it works on Wayland and
/// whatever else is on the screen), placed where it is relative to the others.
enum Screenshot {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    @MainActor static func save(_ shownWindows: () -> [UnsafeMutablePointer<GtkWidget>], to path: String) async throws(Failed) {
        // Let GTK lay out and paint what the last action changed, and the graph run what the
        // layout reported (a geometry reader's new size runs its content on the graph's next
        // turn): a job of the main queue, which runs only while this task is suspended.
        for _ in 0..<12 {
            GtkMainLoop.drainEvents()
            try? await Task.sleep(for: .milliseconds(25))
        }
        let windows = shownWindows()
        var frames: [(window: UnsafeMutablePointer<GtkWidget>, x: Int32, y: Int32, width: Int32, height: Int32)] = []
        for window in windows where gtk_widget_get_mapped(window) != 0 {
            guard let gdkWindow = gtk_widget_get_window(window) else { continue }
            var x: Int32 = 0
            var y: Int32 = 0
            gdk_window_get_origin(gdkWindow, &x, &y)
            frames.append((window, x, y, gtk_widget_get_allocated_width(window), gtk_widget_get_allocated_height(window)))
        }
        guard let first = frames.first else { throw Failed(description: "cannot take a screenshot: no window is shown") }
        let left = frames.map(\.x).min() ?? first.x
        let top = frames.map(\.y).min() ?? first.y
        let width = (frames.map { $0.x + $0.width }.max() ?? 0) - left
        let height = (frames.map { $0.y + $0.height }.max() ?? 0) - top
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw Failed(description: "cannot take a screenshot: no image of \(width)×\(height)")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        // Later windows (sheets) are drawn over earlier ones, as they are stacked.
        for frame in frames {
            cairo_save(context)
            cairo_translate(context, Double(frame.x - left), Double(frame.y - top))
            gtk_widget_draw(frame.window, context)
            cairo_restore(context)
        }
        cairo_destroy(context)
        guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS else {
            throw Failed(description: "cannot write the screenshot to \(path)")
        }
    }
}
