import CGtk

/// A stylesheet applied to every widget on the default screen, above the theme. The lab's windows
/// and the benchmark's worker load the same `lab.css` through this, so that a class such as
/// `lab-bold` means in a measured table what it means in the lab.
public enum Stylesheet {
    /// Loads the CSS file at `path` for the default screen; false if it cannot be read or parsed,
    /// in which case nothing is applied.
    @discardableResult
    @MainActor public static func loadForScreen(path: String) -> Bool {
        guard let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new() else { return false }
        defer { g_object_unref(provider) }
        guard gtk_css_provider_load_from_path(provider, path, nil) != 0 else { return false }
        // The screen keeps its own reference to the provider.
        gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return true
    }
}
