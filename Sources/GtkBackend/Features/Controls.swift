import CGtk
import ViewLayer

/// `.disabled(_:)`: an insensitive widget, which GTK greys and which takes no input.
extension GtkRenderer: EnablementRendering {
    public func setEnabled(_ element: any RenderElement, _ isEnabled: Bool) {
        gtk_widget_set_sensitive(gtk(element).pointer, isEnabled ? 1 : 0)
    }
}

/// A button's role and style as GNOME draws them: `destructive-action` for a destructive role,
/// `suggested-action` for a prominent style, `flat` for a plain or borderless one.
extension GtkRenderer: ButtonLookRendering {
    public func setButtonLook(_ element: any RenderElement, _ look: ButtonLook) {
        let style = cg_style(gtk(element).pointer.raw)
        let isProminent = look.style == .borderedProminent || look.style == .glassProminent
        let wanted: Set<String> = switch (look.role, look.style) {
        case (.destructive?, _): ["destructive-action"]
        case (_, .plain), (_, .borderless): ["flat"]
        default: isProminent ? ["suggested-action"] : []
        }
        for name in ["destructive-action", "suggested-action", "flat"] {
            if wanted.contains(name) { gtk_style_context_add_class(style, name) } else { gtk_style_context_remove_class(style, name) }
        }
    }
}
