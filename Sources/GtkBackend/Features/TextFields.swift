import CGtk
import Driving
import ViewLayer

/// `TextField` is a GtkEntry whose placeholder shows the prompt. Its `changed` signal reports a
/// person's edits; the one the renderer's own `gtk_entry_set_text` emits is ignored.
extension GtkRenderer: TextFieldRendering {
    public func makeTextField(
        prompt: String, text: String, isSecure: Bool, onChange: @escaping @MainActor (String) -> Void, onSubmit: @escaping @MainActor () -> Void
    ) -> any RenderElement {
        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(cg_entry(entry.raw), prompt)
        gtk_entry_set_text(cg_entry(entry.raw), text)
        // A password's field shows dots, as GNOME's do, with its caps-lock warning.
        if isSecure {
            gtk_entry_set_visibility(cg_entry(entry.raw), 0)
            gtk_entry_set_input_purpose(cg_entry(entry.raw), GTK_INPUT_PURPOSE_PASSWORD)
        }
        let element = make(.textField, entry)
        element.lastText = text
        Signals.connect(entry.raw, "changed") { [weak self, weak element] in
            guard let element, !element.isSettingValue else { return }
            let text = element.text
            self?.personEdited(element, from: element.lastText, to: text)
            element.lastText = text
            onChange(text)
        }
        // Enter in the entry, as a person submits it.
        Signals.connect(entry.raw, "activate") { [weak self, weak element] in
            guard let element else { return }
            if !element.label.isEmpty { self?.personActed("submit:\(element.label)") }
            onSubmit()
        }
        return element
    }

    /// Presses Enter in the real entry, as a person does, which GTK reports as its activation.
    public func submit(_ label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "text field", visible: []) }
        let field = try front.findControl(label, occurrence: occurrence, kind: "text field", where: \.isTextField)
        guard field.isEnabled else { return }
        let entry = field.pointer
        driving {
            if gtk_widget_is_focus(entry) == 0 { gtk_widget_grab_focus(entry) }
            pressKey(UInt32(GDK_KEY_Return), in: entry)
        }
    }

    public func setText(ofTextField element: any RenderElement, to text: String) {
        let element = gtk(element)
        // Replacing the text emits `changed`, which is the renderer's doing, not a person's.
        element.isSettingValue = true
        gtk_entry_set_text(cg_entry(element.pointer.raw), text)
        element.isSettingValue = false
        element.lastText = text
    }

    public func updateTextFieldPrompt(_ element: any RenderElement, _ prompt: String) {
        gtk_entry_set_placeholder_text(cg_entry(gtk(element).pointer.raw), prompt)
    }

    // MARK: Typing

    /// Types into the real entry with key presses, one per Unicode scalar, delivered to the window
    /// as GDK delivers a person's: the entry's input method turns each into text, and its `changed`
    /// signal reports each edit.
    public func type(_ text: String, into label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "text field", visible: []) }
        let field = try front.findControl(label, occurrence: occurrence, kind: "text field", where: \.isTextField)
        guard field.isEnabled else { return }
        let entry = field.pointer
        // As a person clicks into the field before typing: it has the focus, the cursor is at the
        // end and nothing is selected. Setting the position also clears the selection that a
        // focus grab makes of the whole text, which the first key would otherwise replace.
        driving { if gtk_widget_is_focus(entry) == 0 { gtk_widget_grab_focus(entry) } }
        gtk_editable_set_position(cg_editable(entry.raw), -1)
        driving {
            for scalar in text.unicodeScalars {
                pressKey(gdk_unicode_to_keyval(scalar.value), in: entry)
            }
        }
    }

    /// Presses and releases the key for `keyval`, with the key code, group and Shift a keyboard
    /// with that key would send; a character no key produces is sent by its keyval alone, as an
    /// on-screen keyboard sends it.
    private func pressKey(_ keyval: guint, in widget: UnsafeMutablePointer<GtkWidget>) {
        var key = GdkKeymapKey(keycode: 0, group: 0, level: 0)
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        let keymap = gdk_keymap_get_for_display(gtk_widget_get_display(widget))
        if gdk_keymap_get_entries_for_keyval(keymap, keyval, &keys, &count) != 0, let keys, count > 0 { key = keys[0] }
        g_free(keys)
        let state = key.level == 1 ? GDK_SHIFT_MASK : GdkModifierType(0)
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            cg_send_key(widget, type, keyval, guint16(truncatingIfNeeded: key.keycode), guint8(truncatingIfNeeded: key.group), state)
        }
    }
}

extension GtkElement {
    /// Whether a text field hides what it holds (`SecureField`).
    public var isSecureText: Bool { role == .textField && gtk_entry_get_visibility(cg_entry(pointer.raw)) == 0 }
}
