import CGtk
import ViewLayer

/// `.labelsHidden()`: the widgets of a control's label are hidden (and kept hidden when a parent
/// shows all its children); the label's elements stay the control's children, which `show`
/// reads. A slider's value labels and a picker's options are not its label.
extension GtkRenderer: LabelsRendering {
    public func setLabelsHidden(_ control: any RenderElement, _ hidden: Bool) {
        let control = gtk(control)
        control.labelsHidden = hidden
        hideLabels(of: control, hidden)
    }

    /// Hides the label's widgets the pass put in after `.labelsHidden()` was set: a label of
    /// views, a picker's label, reach the control when the pass syncs its children.
    func keepLabelsHidden(in control: GtkElement) {
        if control.labelsHidden { hideLabels(of: control, true) }
    }

    private func hideLabels(of control: GtkElement, _ hidden: Bool) {
        for child in control.children where Self.isLabel(child, of: control) {
            gtk_widget_set_no_show_all(child.pointer, hidden ? 1 : 0)
            // A segmented picker never shows its label: its segments stand for themselves.
            if hidden || control.picker?.style == .segmented {
                gtk_widget_hide(child.pointer)
            } else {
                gtk_widget_show_all(child.pointer)
            }
        }
    }

    private static func isLabel(_ child: GtkElement, of control: GtkElement) -> Bool {
        if control.role == .picker { return child.role == .pickerLabel }
        return child.role != .minimumValueLabel && child.role != .maximumValueLabel
    }
}
