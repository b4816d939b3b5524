import CGtk
import Driving
import ViewLayer

/// `TextField` is a GtkEntry whose placeholder shows the prompt, or, along `.vertical`, a
/// GtkTextView in a frame that grows with its lines (`TextEditors.swift`). Its `changed` signal
/// reports a person's edits; the one the renderer's own setting of the text emits is ignored.
extension GtkRenderer: TextFieldRendering {
    public func makeTextField(
        prompt: String, text: String, kind: TextFieldKind,
        onChange: @escaping @MainActor (String) -> Void, onSubmit: @escaping @MainActor () -> Void,
        onEndEditing: (@MainActor () -> Void)?
    ) -> any RenderElement {
        let element: GtkElement
        let changes: UnsafeMutableRawPointer
        if kind.isMultiline {
            let editor = GtkTextEditor(prompt: prompt, text: text, hasFrame: kind.hasFrame, scrolls: kind.isEditor)
            element = make(.textField, editor.frame)
            element.textEditor = editor
            changes = UnsafeMutableRawPointer(editor.buffer)
        } else {
            // A search field is GNOME's, with its magnifier and clear icon, kept off the content.
            let entry = kind.isSearch ? gtk_search_entry_new()! : gtk_entry_new()!
            if kind.isSearch {
                gtk_widget_set_margin_start(entry, 6)
                gtk_widget_set_margin_end(entry, 6)
                gtk_widget_set_margin_top(entry, 6)
                gtk_widget_set_margin_bottom(entry, 6)
            }
            gtk_entry_set_placeholder_text(cg_entry(entry.raw), prompt)
            gtk_entry_set_text(cg_entry(entry.raw), text)
            if !kind.hasFrame { gtk_entry_set_has_frame(cg_entry(entry.raw), 0) }
            // A password's field shows dots, as GNOME's do, with its caps-lock warning.
            if kind.isSecure {
                gtk_entry_set_visibility(cg_entry(entry.raw), 0)
                gtk_entry_set_input_purpose(cg_entry(entry.raw), GTK_INPUT_PURPOSE_PASSWORD)
            } else if kind.takesNumber {
                gtk_entry_set_input_purpose(cg_entry(entry.raw), GTK_INPUT_PURPOSE_NUMBER)
            }
            element = make(.textField, entry)
            changes = entry.raw
        }
        element.takesNumber = kind.takesNumber
        element.lastText = text
        Signals.connect(changes, "changed") { [weak self, weak element] in
            guard let element, !element.isSettingValue else { return }
            let text = element.text
            element.textEditor?.showPrompt(text.isEmpty)
            self?.personEdited(element, from: element.lastText, to: text)
            element.lastText = text
            onChange(text)
        }
        // Return in the field, as a person submits it.
        let submitted = { @MainActor [weak self, weak element] in
            guard let element else { return }
            if !element.label.isEmpty { self?.personActed("submit:\(element.label)") }
            onSubmit()
        }
        if kind.isEditor {
            // Return in a `TextEditor` starts a line, as the text view does by itself.
        } else if let editor = element.textEditor {
            // Return submits, as a macOS vertical field's does; Shift+Return starts a line, as in
            // GNOME's message fields.
            Signals.connectEvent(editor.view.raw, "key-press-event") { event in
                guard let event, [GDK_KEY_Return, GDK_KEY_KP_Enter].contains(Int32(cg_event_keyval(event))),
                      cg_event_state(event) & GDK_SHIFT_MASK.rawValue == 0 else { return false }
                submitted()
                return true
            }
        } else {
            Signals.connect(element.pointer.raw, "activate", submitted)
        }
        if let onEndEditing {
            let widget = element.inputWidget
            Signals.connectWithArgument(widget.raw, "notify::is-focus") { _ in
                if gtk_widget_is_focus(widget) == 0 { onEndEditing() }
            }
        }
        return element
    }

    /// Presses Return in the real field, as a person does, which GTK reports as its activation.
    public func submit(_ label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "text field", visible: []) }
        let field = try front.findControl(label, occurrence: occurrence, kind: "text field", where: \.isTextField)
        guard field.isEnabled else { return }
        let input = field.inputWidget
        driving {
            if gtk_widget_is_focus(input) == 0 { gtk_widget_grab_focus(input) }
            pressKey(UInt32(GDK_KEY_Return), in: input)
        }
    }

    public func setText(ofTextField element: any RenderElement, to text: String) {
        let element = gtk(element)
        // Replacing the text emits `changed`, which is the renderer's doing, not a person's.
        element.isSettingValue = true
        if let editor = element.textEditor {
            editor.text = text
        } else {
            gtk_entry_set_text(cg_entry(element.pointer.raw), text)
        }
        element.isSettingValue = false
        element.lastText = text
    }

    public func updateTextFieldPrompt(_ element: any RenderElement, _ prompt: String) {
        let element = gtk(element)
        if let editor = element.textEditor {
            editor.prompt = prompt
        } else {
            gtk_entry_set_placeholder_text(cg_entry(element.pointer.raw), prompt)
        }
    }

    // MARK: Typing

    /// Types into the real field with key presses, one per Unicode scalar, delivered to the window
    /// as GDK delivers a person's: the field's input method turns each into text, and its `changed`
    /// signal reports each edit.
    public func type(_ text: String, into label: String, occurrence: Int) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "text field", visible: []) }
        let field = try front.findControl(label, occurrence: occurrence, kind: "text field", where: \.isTextField)
        guard field.isEnabled else { return }
        type(text, into: field, replacing: false)
    }

    /// Sets a field that holds a number, as a person selects what it holds, types the number and
    /// moves on: the field commits its edit as it loses the focus.
    func setNumber(_ value: Double, in field: GtkElement) {
        guard field.isEnabled else { return }
        type(ValueControlDriving.number(value), into: field, replacing: true)
        let input = field.inputWidget
        if let window = gtk_widget_get_toplevel(input), cg_is_window(window.raw) != 0 {
            driving { gtk_window_set_focus(cg_window(window.raw), nil) }
            if fieldWithFocus === field { fieldWithFocus = nil }
        }
    }

    private func type(_ text: String, into field: GtkElement, replacing: Bool) {
        let input = field.inputWidget
        // As a person clicks into the field before typing: it has the focus, the cursor is at the
        // end and nothing is selected. Setting the position also clears the selection that a
        // focus grab makes of the whole text, which the first key would otherwise replace.
        driving { if gtk_widget_is_focus(input) == 0 { gtk_widget_grab_focus(input) } }
        if let editor = field.textEditor {
            editor.placeCursorAtEnd()
        } else if replacing {
            gtk_editable_select_region(cg_editable(input.raw), 0, -1)
        } else {
            gtk_editable_set_position(cg_editable(input.raw), -1)
        }
        driving {
            if replacing, field.textEditor == nil { pressKey(UInt32(GDK_KEY_BackSpace), in: input) }
            for scalar in text.unicodeScalars {
                pressKey(gdk_unicode_to_keyval(scalar.value), in: input)
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
    public var isSecureText: Bool { role == .textField && textEditor == nil && gtk_entry_get_visibility(cg_entry(pointer.raw)) == 0 }
}
