import CGtk
import Foundation
import ViewLayer

/// URLs the views open: with the desktop's handler for them, as GNOME's apps open links.
extension GtkRenderer: URLOpening {
    public func open(_ url: URL) {
        var error: UnsafeMutablePointer<GError>?
        gtk_show_uri_on_window(nil, url.absoluteString, UInt32(GDK_CURRENT_TIME), &error)
        if let error { g_error_free(error) }
    }
}
