import CGtk
import ViewLayer

/// `.disabled(_:)`: an insensitive widget, which GTK greys and which takes no input.
extension GtkRenderer: EnablementRendering {
    public func setEnabled(_ element: any RenderElement, _ isEnabled: Bool) {
        gtk_widget_set_sensitive(gtk(element).pointer, isEnabled ? 1 : 0)
    }
}

/// A button's role and style as GNOME draws them: `destructive-action` for a destructive role,
/// `suggested-action` for a prominent style, `flat` for a plain or borderless one (both for a
/// plain destructive one). A custom style's body draws the button itself: the button has no
/// frame, padding or fill of its own, but keeps its focus ring.
extension GtkRenderer: ButtonLookRendering {
    public func setButtonLook(_ element: any RenderElement, _ look: ButtonLook) {
        let style = cg_style(gtk(element).pointer.raw)
        let isProminent = look.style == .borderedProminent || look.style == .glassProminent
        let isCustom = look.style == .custom
        if isCustom != (gtk_style_context_has_class(style, "lab-custom-style") != 0) {
            if isCustom {
                gtk_style_context_add_class(style, "lab-custom-style")
                gtk_style_context_add_provider(style, OpaquePointer(Self.customStyleProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            } else {
                gtk_style_context_remove_class(style, "lab-custom-style")
                gtk_style_context_remove_provider(style, OpaquePointer(Self.customStyleProvider))
            }
        }
        let wanted: Set<String> = switch (look.role, look.style) {
        case (_, .custom): ["flat"]
        // Plain and destructive: red text without a fill, as Adwaita draws a flat destructive button.
        case (.destructive?, .plain), (.destructive?, .borderless): ["destructive-action", "flat"]
        case (.destructive?, _): ["destructive-action"]
        case (_, .plain), (_, .borderless): ["flat"]
        default: isProminent ? ["suggested-action"] : []
        }
        for name in ["destructive-action", "suggested-action", "flat"] {
            if wanted.contains(name) { gtk_style_context_add_class(style, name) } else { gtk_style_context_remove_class(style, name) }
        }
        setTint(isProminent && look.role != .destructive ? look.tint.flatMap(Self.fillColor) : nil, of: gtk(element))
        gtk_widget_set_focus_on_click(gtk(element).pointer, look.takesFocusOnClick ? 1 : 0)
    }

    /// A prominent button's fill in its tint, as `.tint(.red)` fills SwiftUI's: a provider per
    /// tint on the button's own style, over the theme's `suggested-action`.
    private func setTint(_ tint: Paint?, of element: GtkElement) {
        guard tint != element.buttonTint else { return }
        let context = cg_style(element.pointer.raw)
        if let old = element.buttonTint, let provider = Self.tintProviders[old] {
            gtk_style_context_remove_provider(context, OpaquePointer(provider))
        }
        element.buttonTint = tint
        guard let tint else { return }
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let made = Self.tintProviders[tint] {
            provider = made
        } else {
            provider = gtk_css_provider_new()!
            let fill = tint.css
            // An enabled button only: a disabled or backdrop one keeps the theme's look.
            let css = """
                button.suggested-action:not(:disabled) { background-image: image(\(fill)); border-color: shade(\(fill), 0.8); color: white; }
                button.suggested-action:hover:not(:disabled) { background-image: image(shade(\(fill), 1.1)); }
                button.suggested-action:active:not(:disabled) { background-image: image(shade(\(fill), 0.9)); }
                """
            gtk_css_provider_load_from_data(provider, css, -1, nil)
            Self.tintProviders[tint] = provider
        }
        gtk_style_context_add_provider(context, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
    }

    private static var tintProviders: [Paint: UnsafeMutablePointer<GtkCssProvider>] = [:]

    /// A button drawn by a custom style: nothing of the theme's but the focus ring, in every state.
    private static let customStyleProvider: UnsafeMutablePointer<GtkCssProvider> = {
        let provider = gtk_css_provider_new()!
        let css = """
            button.lab-custom-style, button.lab-custom-style:hover, button.lab-custom-style:active, button.lab-custom-style:checked {
                padding: 0; min-width: 0; min-height: 0; border: none; box-shadow: none; background: none; text-shadow: none;
            }
            """
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        return provider
    }()

    /// A tint that is one colour, which CSS can shade; a gradient or a material fills nothing.
    private static func fillColor(_ tint: Paint) -> Paint? {
        switch tint {
        case .rgba, .accent, .foreground, .surface: tint
        case .linearGradient, .radialGradient, .angularGradient, .material: nil
        }
    }
}

/// A custom style's `isPressed`: GTK marks a held button active, as its `:active` CSS draws it.
extension GtkRenderer: ButtonPressRendering {
    public func observePresses(of element: any RenderElement, _ changed: @escaping @MainActor (Bool) -> Void) {
        let widget = gtk(element).pointer
        var wasPressed = false
        Signals.connectWithArgument(widget.raw, "state-flags-changed") { _ in
            let isPressed = gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
            guard isPressed != wasPressed else { return }
            wasPressed = isPressed
            changed(isPressed)
        }
    }
}

/// A control's own name for its element: the widget's ATK name, which a screen reader says, kept
/// for the driving logic too.
extension GtkRenderer: AccessibleNameRendering {
    public func setAccessibleName(_ element: any RenderElement, _ name: String) {
        let element = gtk(element)
        element.accessibleName = name
        if let accessible = gtk_widget_get_accessible(element.pointer) {
            atk_object_set_name(accessible, name)
        }
    }
}
