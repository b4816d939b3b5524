import CGtk
import Driving
import ViewLayer

/// The keyboard's focus: GTK's focus widget within its window, watched through the widget's
/// `is-focus` property, which changes whether or not the window itself has the desktop's focus.
extension GtkRenderer: FocusRendering {
    public func observeFocus(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void) {
        let element = gtk(element)
        let widget = element.inputWidget
        // A person moving the focus to a watched field is logged as a script's `focus:` would
        // be, once however many watch it.
        if !element.logsFocus {
            element.logsFocus = true
            Signals.connectWithArgument(widget.raw, "notify::is-focus") { [weak self, weak element] _ in
                guard let self, let element, gtk_widget_is_focus(widget) != 0, element.role == .textField, !element.label.isEmpty else { return }
                // The focus given back to the field that had it (a popover or a menu closing)
                // is no one's action, and moves nothing a replay would need.
                guard element !== self.fieldWithFocus else { return }
                self.fieldWithFocus = element
                self.personActed("focus:\(element.label)")
            }
        }
        Signals.connectWithArgument(widget.raw, "notify::is-focus") { _ in
            handler(gtk_widget_is_focus(widget) != 0)
        }
    }

    public func setFocus(_ element: any RenderElement, _ isFocused: Bool) {
        let widget = gtk(element).inputWidget
        if isFocused {
            if gtk_widget_is_focus(widget) == 0 { driving { gtk_widget_grab_focus(widget) } }
        } else if gtk_widget_is_focus(widget) != 0, let window = gtk_widget_get_toplevel(widget), cg_is_window(window.raw) != 0 {
            driving { gtk_window_set_focus(cg_window(window.raw), nil) }
            // A person's giving it the focus again is theirs, and logged.
            if fieldWithFocus === gtk(element) { fieldWithFocus = nil }
        }
    }

    /// Gives the real widget the focus, as a person's click or Tab does.
    public func focus(_ label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "control", visible: []) }
        let control = try front.findControl(label, occurrence: occurrence, kind: "control", where: \.isFocusable)
        guard control.isEnabled else { return }
        driving { gtk_widget_grab_focus(control.inputWidget) }
    }
}
