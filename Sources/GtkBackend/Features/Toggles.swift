import CGtk
import ViewLayer

/// Toggles: a `GtkCheckButton` whose label is the elements inserted into it; with `.button`, a
/// `GtkToggleButton` holding them; with `.switch`, the label in a box and a `GtkSwitch` after it,
/// as GNOME's settings rows show one.
extension GtkRenderer: ToggleRendering {
    public func makeToggle(isOn: Bool, style: ToggleStyleKind, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement {
        switch style {
        case .checkbox, .button:
            let button = style == .button ? gtk_toggle_button_new()! : gtk_check_button_new()!
            gtk_toggle_button_set_active(cg_toggle_button(button.raw), isOn ? 1 : 0)
            let element = make(.toggle, button, container: button, placement: LabelPlacement.shared)
            Signals.connect(button.raw, "toggled") { [weak self, unowned element] in
                guard !element.isSettingValue else { return }
                self?.personUsed(element)
                onChange(element.isOn)
            }
            return element
        case .switch:
            let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            let label = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            gtk_widget_set_hexpand(label, 1)
            gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
            gtk_widget_show(label)
            gtk_box_pack_start(cg_box(row.raw), label, 1, 1, 0)
            let toggle = gtk_switch_new()!
            gtk_switch_set_active(cg_switch(toggle.raw), isOn ? 1 : 0)
            gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
            gtk_widget_show(toggle)
            gtk_box_pack_end(cg_box(row.raw), toggle, 0, 1, 0)
            let element = make(.toggle, row, container: label, placement: BoxPlacement.packed)
            element.parts = [WidgetRef(toggle)]
            element.switchWidget = toggle
            Signals.connectWithArgument(toggle.raw, "notify::active") { [weak self, unowned element] _ in
                guard !element.isSettingValue else { return }
                self?.personUsed(element)
                onChange(element.isOn)
            }
            return element
        }
    }

    public func updateToggle(_ element: any RenderElement, isOn: Bool) {
        let element = gtk(element)
        element.isSettingValue = true
        if let toggle = element.switchWidget {
            gtk_switch_set_active(cg_switch(toggle.raw), isOn ? 1 : 0)
        } else {
            gtk_toggle_button_set_active(cg_toggle_button(element.pointer.raw), isOn ? 1 : 0)
        }
        element.isSettingValue = false
    }
}
