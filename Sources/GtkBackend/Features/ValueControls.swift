import CGtk
import Driving
import ViewLayer

/// Sliders and steppers: a `GtkScale` or a `GtkSpinButton` after the control's label, in a box;
/// a slider's value labels at the ends of its scale.
extension GtkRenderer: ValueControlRendering {
    public func makeValueControl(
        _ kind: ValueControlKind, value: Double, in range: ClosedRange<Double>, step: Double?, formatted: String,
        onChange: @escaping @MainActor (Double) -> Void, onEditing: @escaping @MainActor (Bool) -> Void
    ) -> any RenderElement {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let labelBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_show(labelBox)
        gtk_box_pack_start(cg_box(row.raw), labelBox, 0, 1, 0)
        let control: UnsafeMutablePointer<GtkWidget>
        switch kind {
        case .slider:
            control = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!
            // SwiftUI's slider shows no number; the track is the value.
            gtk_scale_set_draw_value(cg_scale(control.raw), 0)
            gtk_widget_set_hexpand(control, 1)
            gtk_widget_set_size_request(control, 160, -1)
        case .stepper:
            control = gtk_spin_button_new(nil, 1, 0)!
            gtk_widget_set_hexpand(labelBox, 1)
            gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        }
        gtk_widget_show(control)
        gtk_box_pack_start(cg_box(row.raw), control, kind == .slider ? 1 : 0, 1, 0)
        let element = make(kind == .slider ? .slider : .stepper, row, container: labelBox, placement: ValueControlPlacement.shared)
        element.parts = [WidgetRef(control)]
        element.valueControl = GtkValueControl(widget: control, editing: onEditing)
        Self.setRange(of: element, value: value, range: range, step: step, formatted: formatted)
        Signals.connect(control.raw, "value-changed") { [weak self, unowned element] in
            guard !element.isSettingValue, let value = element.valueControl?.value else { return }
            self?.personUsed(element, value: ValueControlDriving.number(value))
            onChange(value)
        }
        // A drag of the scale is an edit from the press to the release, as a slider's is.
        if kind == .slider {
            Signals.connectEvent(control.raw, "button-press-event") { _ in
                onEditing(true)
                return false
            }
            Signals.connectEvent(control.raw, "button-release-event") { _ in
                onEditing(false)
                return false
            }
        }
        return element
    }

    public func updateValueControl(_ element: any RenderElement, value: Double, in range: ClosedRange<Double>, step: Double?, formatted: String) {
        Self.setRange(of: gtk(element), value: value, range: range, step: step, formatted: formatted)
    }

    public func makeValueLabel(at edge: ValueLabelEdge) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_style_context_add_class(cg_style(box.raw), "dim-label")
        return make(edge == .minimum ? .minimumValueLabel : .maximumValueLabel, box, container: box, placement: BoxPlacement.packed)
    }

    /// Sets the control's range, step and value without telling anyone: the graph set them.
    private static func setRange(of element: GtkElement, value: Double, range: ClosedRange<Double>, step: Double?, formatted: String) {
        guard let control = element.valueControl?.widget else { return }
        element.isSettingValue = true
        defer { element.isSettingValue = false }
        element.valueControl?.formatted = formatted
        let increment = step ?? (range.upperBound - range.lowerBound) / 100
        if element.role == .stepper {
            let spin = cg_spin_button(control.raw)
            gtk_spin_button_set_range(spin, range.lowerBound, range.upperBound)
            gtk_spin_button_set_increments(spin, increment, increment * 10)
            gtk_spin_button_set_digits(spin, UInt32(Self.decimals(in: formatted)))
            gtk_spin_button_set_value(spin, value)
        } else {
            gtk_range_set_range(cg_range(control.raw), range.lowerBound, range.upperBound)
            gtk_range_set_increments(cg_range(control.raw), increment, increment * 10)
            gtk_range_set_value(cg_range(control.raw), value)
        }
    }

    /// The decimals a formatted number shows, which a spin button shows too.
    private static func decimals(in formatted: String) -> Int {
        guard let point = formatted.lastIndex(of: ".") else { return 0 }
        return formatted[formatted.index(after: point)...].prefix { $0.isNumber }.count
    }

    /// Moves the scale or spin button to `value`, as a person dragging or stepping it does: GTK
    /// reports the change, and a slider's edit begins and ends around it.
    public func set(_ label: String, occurrence: Int, to value: Double) throws(DriveError) {
        guard let front else { throw .noSuchControl(label: label, kind: "slider, stepper or number field", visible: []) }
        let element = try ValueControlDriving.settableControl(label, occurrence: occurrence, among: front.shownElements())
        if element.role == .textField { return setNumber(value, in: element) }
        guard let valueControl = element.valueControl else { return }
        let control = valueControl.widget
        let range = element.role == .stepper
            ? Self.spinRange(control)
            : gtk_adjustment_get_lower(gtk_range_get_adjustment(cg_range(control.raw)))...(gtk_adjustment_get_upper(gtk_range_get_adjustment(cg_range(control.raw))))
        try ValueControlDriving.check(value, in: range, label: label, kind: element.role == .slider ? "slider" : "stepper")
        guard element.isEnabled else { return }
        driving {
            if element.role == .stepper {
                gtk_spin_button_set_value(cg_spin_button(control.raw), value)
            } else {
                // A drag's press and release, around the value it moves the scale to.
                valueControl.editing(true)
                gtk_range_set_value(cg_range(control.raw), value)
                valueControl.editing(false)
            }
        }
    }

    private static func spinRange(_ spin: UnsafeMutablePointer<GtkWidget>) -> ClosedRange<Double> {
        var lower = 0.0, upper = 0.0
        gtk_spin_button_get_range(cg_spin_button(spin.raw), &lower, &upper)
        return lower...upper
    }
}

/// What a slider's or stepper's element keeps of its control.
@MainActor
final class GtkValueControl {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The value as the view formats it, which `show` prints.
    var formatted = ""
    let editing: @MainActor (Bool) -> Void

    init(widget: UnsafeMutablePointer<GtkWidget>, editing: @escaping @MainActor (Bool) -> Void) {
        self.widget = widget
        self.editing = editing
    }

    /// The scale's or spin button's value.
    var value: Double {
        cg_is_spin_button(widget.raw) != 0 ? gtk_spin_button_get_value(cg_spin_button(widget.raw)) : gtk_range_get_value(cg_range(widget.raw))
    }
}

/// A value control's children: its label's elements in the box before the control, and a
/// slider's value labels on either side of its scale.
@MainActor
final class ValueControlPlacement: ChildPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        guard child.role == .minimumValueLabel || child.role == .maximumValueLabel, let control = element.valueControl?.widget else {
            let labels = element.children.prefix(index).filter { $0.role != .minimumValueLabel && $0.role != .maximumValueLabel }.count
            gtk_box_pack_start(cg_box(container.raw), child.pointer, 0, 1, 0)
            gtk_box_reorder_child(cg_box(container.raw), child.pointer, Int32(labels))
            return
        }
        let row = element.pointer
        gtk_box_pack_start(cg_box(row.raw), child.pointer, 0, 1, 0)
        let position = row.children.firstIndex(of: control) ?? 1
        gtk_box_reorder_child(cg_box(row.raw), child.pointer, Int32(child.role == .minimumValueLabel ? position : position + 1))
    }

    static let shared = ValueControlPlacement()
}

extension GtkElement {
    /// A slider's or stepper's value as the view formats it.
    public var formattedValue: String { valueControl?.formatted ?? "" }
}
