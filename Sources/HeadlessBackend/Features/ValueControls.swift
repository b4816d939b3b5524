import Driving
import ViewLayer

/// What a headless slider or stepper holds: its number, its range, how the view formats the
/// number, and whom a person's change is told.
struct HeadlessValueControl {
    var value: Double
    var range: ClosedRange<Double>
    var formatted: String
    let changed: @MainActor (Double) -> Void
    let editing: @MainActor (Bool) -> Void
}

/// Sliders and steppers: an element holding a number in a range, its label the elements inserted
/// into it, set by a script as a person drags or steps it.
extension HeadlessBackend: ValueControlRendering {
    public func makeValueControl(
        _ kind: ValueControlKind, value: Double, in range: ClosedRange<Double>, step: Double?, formatted: String,
        onChange: @escaping @MainActor (Double) -> Void, onEditing: @escaping @MainActor (Bool) -> Void
    ) -> any RenderElement {
        let element = make(kind == .slider ? .slider : .stepper)
        element.valueControl = HeadlessValueControl(value: value, range: range, formatted: formatted, changed: onChange, editing: onEditing)
        return element
    }

    public func updateValueControl(_ element: any RenderElement, value: Double, in range: ClosedRange<Double>, step: Double?, formatted: String) {
        let element = headless(element)
        element.valueControl?.value = value
        element.valueControl?.range = range
        element.valueControl?.formatted = formatted
    }

    public func makeValueLabel(at edge: ValueLabelEdge) -> any RenderElement {
        make(edge == .minimum ? .minimumValueLabel : .maximumValueLabel)
    }

    public func set(_ label: String, occurrence: Int, to value: Double) throws(DriveError) {
        try set(label, occurrence: occurrence, to: value, within: nil)
    }

    /// The same, in the control among a view's `elements` only (see `actionable(within:)`).
    package func set(_ label: String, occurrence: Int, to value: Double, within elements: [any RenderElement]?) throws(DriveError) {
        let element = try ValueControlDriving.settableControl(label, occurrence: occurrence, among: actionable(within: elements))
        if element.role == .textField { return setNumber(value, in: element) }
        guard let control = element.valueControl else { return }
        try ValueControlDriving.check(value, in: control.range, label: label, kind: element.role == .slider ? "slider" : "stepper")
        // A disabled control takes no input, as an insensitive scale takes none.
        guard element.isEnabled else { return }
        control.editing(true)
        // The control shows the number it was moved to, as a scale shows where it was dragged,
        // until the view shows the value it keeps.
        element.valueControl?.value = value
        element.valueControl?.formatted = ValueControlDriving.number(value)
        control.changed(value)
        control.editing(false)
    }

    /// Sets a field that holds a number as a person replaces what it holds with the number and
    /// moves on: the field commits its edit as it loses the focus.
    private func setNumber(_ value: Double, in field: HeadlessElement) {
        guard field.isEnabled else { return }
        moveFocus(to: field)
        field.text = ValueControlDriving.number(value)
        field.textChanged?(field.text)
        moveFocus(to: nil)
    }
}
