import CGtk
import ViewLayer

/// The style classes the renderer itself gives widgets for SwiftUI's looks (levels of emphasis,
/// the accent, materials), loaded once for the screen at the lowest application priority, so an
/// app's own stylesheet or `lab.css` can restyle them.
@MainActor
enum RendererStyles {
    private static var isLoaded = false

    static let css = """
        .lab-bold { font-weight: bold; }
        .lab-emphasis-2 { opacity: 0.4; }
        .lab-emphasis-3 { opacity: 0.25; }
        .lab-accent { color: mix(@theme_selected_bg_color, @theme_fg_color, 0.3); }
        label.lab-redacted { color: transparent; background-color: alpha(@theme_fg_color, 0.15); border-radius: 4px; }
        list.boxed-list { border: 1px solid @borders; border-radius: 8px; background-color: @theme_base_color; }
        list.boxed-list > row { padding: 8px 12px; min-height: 32px; }
        list.boxed-list > row:not(:last-child) { border-bottom: 1px solid @borders; }
        list.boxed-list > row:first-child { border-top-left-radius: 8px; border-top-right-radius: 8px; }
        list.boxed-list > row:last-child { border-bottom-left-radius: 8px; border-bottom-right-radius: 8px; }
        """

    /// Loads the classes for the default screen, the first time a widget needs one.
    static func load() {
        guard !isLoaded, let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new() else { return }
        isLoaded = true
        defer { g_object_unref(provider) }
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1))
    }

    /// The class that draws a widget's foreground at a level of emphasis (GNOME's `dim-label` for
    /// the secondary), or in the accent colour.
    static func emphasisClass(for paint: Paint?) -> String? {
        switch paint {
        case .foreground(1, _)?: "dim-label"
        case .foreground(2, _)?: "lab-emphasis-2"
        case .foreground(let level, _)? where level >= 3: "lab-emphasis-3"
        case .accent?: "lab-accent"
        default: nil
        }
    }

    /// The colour classes made so far, by colour: one rule each, for the screen.
    private static var colorClasses: [Paint: String] = [:]

    /// Draws `widget`'s foreground (a symbolic icon's colour, a label's text) in `paint` when it is
    /// a colour of its own, through a class made once per colour.
    static func setColor(_ paint: Paint?, on widget: UnsafeMutablePointer<GtkWidget>) {
        let style = cg_style(widget.raw)
        let wanted: String?
        if let paint, case .rgba(let red, let green, let blue, let opacity) = paint {
            if let made = colorClasses[paint] {
                wanted = made
            } else {
                let name = "lab-color-\(colorClasses.count)"
                let css = ".\(name) { color: rgba(\(Int(red * 255)), \(Int(green * 255)), \(Int(blue * 255)), \(opacity)); }"
                if let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new() {
                    gtk_css_provider_load_from_data(provider, css, -1, nil)
                    gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1))
                    g_object_unref(provider)
                }
                colorClasses[paint] = name
                wanted = name
            }
        } else {
            wanted = nil
        }
        for name in colorClasses.values where name != wanted && gtk_style_context_has_class(style, name) != 0 {
            gtk_style_context_remove_class(style, name)
        }
        if let wanted { gtk_style_context_add_class(style, wanted) }
    }

    static let emphasisClasses = ["dim-label", "lab-emphasis-2", "lab-emphasis-3", "lab-accent", "lab-bold", "lab-redacted"]

    /// Gives `widget` exactly the classes in `classes` among the renderer's.
    static func setClasses(_ classes: Set<String>, on widget: UnsafeMutablePointer<GtkWidget>) {
        if !classes.isEmpty { load() }
        let style = cg_style(widget.raw)
        for name in emphasisClasses {
            if classes.contains(name) {
                gtk_style_context_add_class(style, name)
            } else if gtk_style_context_has_class(style, name) != 0 {
                gtk_style_context_remove_class(style, name)
            }
        }
    }
}
