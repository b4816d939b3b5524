import CGtk
import Foundation
import GtkBackend

/// A GNOME-style window: a header bar with a title and subtitle, the lab's stylesheet and icon.
@MainActor
struct WindowChrome {
    let window: UnsafeMutablePointer<GtkWidget>
    let headerBar: UnsafeMutablePointer<GtkWidget>

    init(title: String, subtitle: String?, width: Int32, height: Int32) {
        WindowChrome.loadStylesheet()
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        // Never larger than the screen's work area: the lab must fit a 1024×600 screen.
        var area = GdkRectangle(x: 0, y: 0, width: width, height: height)
        if let display = gdk_display_get_default(), let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) {
            gdk_monitor_get_workarea(monitor, &area)
        }
        // The size set is the content's; the header bar and the window's shadow come on top.
        gtk_window_set_default_size(cg_window(window.raw), min(width, area.width - 10), min(height, area.height - 60))
        gtk_window_set_icon_name(cg_window(window.raw), "lifecycle-lab")
        headerBar = gtk_header_bar_new()
        gtk_header_bar_set_show_close_button(cg_header_bar(headerBar.raw), 1)
        gtk_header_bar_set_title(cg_header_bar(headerBar.raw), title)
        if let subtitle { gtk_header_bar_set_subtitle(cg_header_bar(headerBar.raw), subtitle) }
        gtk_window_set_titlebar(cg_window(window.raw), headerBar)
    }

    /// The window's × and the window manager's close do `close`, what Ctrl+Q does, sheet up or
    /// not: the program ends once it has finished what it must. A window destroyed all the same
    /// ends the main loop.
    func onClose(_ close: @escaping @MainActor () -> Void) {
        Signals.connect(window.raw, "destroy") { GtkMainLoop.quit() }
        Signals.connectEvent(window.raw, "delete-event") { _ in
            close()
            return true
        }
    }

    func setSubtitle(_ subtitle: String) {
        gtk_header_bar_set_subtitle(cg_header_bar(headerBar.raw), subtitle)
    }

    private static var stylesheetLoaded = false

    private static func loadStylesheet() {
        guard !stylesheetLoaded else { return }
        stylesheetLoaded = true
        // The window's icon: the installed theme's, or the one beside the build.
        if let icons = LabResources.directory?.appendingPathComponent("icons").path {
            gtk_icon_theme_append_search_path(gtk_icon_theme_get_default(), icons)
        }
        if let icon = LabResources.directory?.appendingPathComponent("icons/lifecycle-lab.svg").path, FileManager.default.fileExists(atPath: icon) {
            gtk_window_set_default_icon_from_file(icon, nil)
        }
        guard let path = LabResources.stylesheet?.path, FileManager.default.fileExists(atPath: path) else { return }
        Stylesheet.loadForScreen(path: path)
    }
}
