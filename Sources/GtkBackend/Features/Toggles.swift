import CGtk
import ViewLayer

/// Toggles: a GtkCheckButton whose label is the elements inserted into it.
extension GtkRenderer: ToggleRendering {
    public func makeToggle(isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement {
        let check = gtk_check_button_new()!
        gtk_toggle_button_set_active(cg_toggle_button(check.raw), isOn ? 1 : 0)
        let element = make(.toggle, check, container: check, placement: LabelPlacement.shared)
        Signals.connect(check.raw, "toggled") { [weak self, unowned element] in
            guard !element.isSettingValue else { return }
            self?.personUsed(element)
            onChange(element.isOn)
        }
        return element
    }

    public func updateToggle(_ element: any RenderElement, isOn: Bool) {
        let element = gtk(element)
        element.isSettingValue = true
        gtk_toggle_button_set_active(cg_toggle_button(element.pointer.raw), isOn ? 1 : 0)
        element.isSettingValue = false
    }
}
