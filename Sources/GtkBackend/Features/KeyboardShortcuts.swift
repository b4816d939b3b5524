import CGtk
import ViewLayer

/// Keyboard shortcuts: an accelerator of the control's window that clicks it, Command taken as
/// Ctrl as GNOME's apps take it; `.defaultAction` makes the control the window's default, which
/// Return activates. Set once the control is in a window, and again if it moves to another.
extension GtkRenderer: KeyboardShortcutRendering {
    public func setKeyboardShortcut(_ shortcut: KeyboardShortcut?, of element: any RenderElement) {
        let element = gtk(element)
        let widget = element.pointer
        if let old = element.keyboardShortcut, let group = element.shortcutGroup {
            if let (key, modifiers) = Self.accelerator(for: old) { gtk_widget_remove_accelerator(widget, group, key, modifiers) }
        }
        element.keyboardShortcut = shortcut
        element.shortcutGroup = nil
        if !element.watchesShortcutWindow {
            element.watchesShortcutWindow = true
            Signals.connectWithArgument(widget.raw, "hierarchy-changed") { [weak self, weak element] _ in
                guard let self, let element else { return }
                self.attachShortcut(of: element)
            }
        }
        attachShortcut(of: element)
    }

    private func attachShortcut(of element: GtkElement) {
        let widget = element.pointer
        guard let shortcut = element.keyboardShortcut, element.shortcutGroup == nil,
              let window = gtk_widget_get_toplevel(widget), cg_is_window(window.raw) != 0 else { return }
        if shortcut == .defaultAction {
            gtk_widget_set_can_default(widget, 1)
            gtk_window_set_default(cg_window(window.raw), widget)
            return
        }
        guard let (key, modifiers) = Self.accelerator(for: shortcut) else { return }
        let group = accelGroup(of: window)
        gtk_widget_add_accelerator(widget, "clicked", group, key, modifiers, GTK_ACCEL_VISIBLE)
        element.shortcutGroup = group
    }

    /// The window's group of accelerators, made the first time one is needed.
    private func accelGroup(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkAccelGroup> {
        if let group = accelGroups[window.raw] { return group }
        let group = gtk_accel_group_new()!
        gtk_window_add_accel_group(cg_window(window.raw), group)
        accelGroups[window.raw] = group
        return group
    }

    /// GDK's key and modifiers for a shortcut; nil for a key GDK has no name for.
    static func accelerator(for shortcut: KeyboardShortcut) -> (key: guint, modifiers: GdkModifierType)? {
        let named: [Character: Int32] = [
            "\r": GDK_KEY_Return, "\u{1B}": GDK_KEY_Escape, "\u{8}": GDK_KEY_BackSpace, "\u{7F}": GDK_KEY_Delete,
            "\t": GDK_KEY_Tab, " ": GDK_KEY_space, "\u{F700}": GDK_KEY_Up, "\u{F701}": GDK_KEY_Down,
            "\u{F702}": GDK_KEY_Left, "\u{F703}": GDK_KEY_Right, "\u{F729}": GDK_KEY_Home, "\u{F72B}": GDK_KEY_End,
            "\u{F72C}": GDK_KEY_Page_Up, "\u{F72D}": GDK_KEY_Page_Down,
        ]
        let character = shortcut.key.character
        let key: guint
        if let name = named[character] {
            key = guint(name)
        } else if let scalar = character.lowercased().unicodeScalars.first {
            key = gdk_unicode_to_keyval(scalar.value)
        } else {
            return nil
        }
        var modifiers = GdkModifierType(0)
        if shortcut.modifiers.contains(.command) || shortcut.modifiers.contains(.control) { modifiers = GdkModifierType(modifiers.rawValue | GDK_CONTROL_MASK.rawValue) }
        if shortcut.modifiers.contains(.shift) { modifiers = GdkModifierType(modifiers.rawValue | GDK_SHIFT_MASK.rawValue) }
        if shortcut.modifiers.contains(.option) { modifiers = GdkModifierType(modifiers.rawValue | GDK_MOD1_MASK.rawValue) }
        return (key, modifiers)
    }
}
